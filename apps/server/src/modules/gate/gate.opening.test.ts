import { describe, expect, it } from 'vitest';
import { openQueue, shuffled } from './gate.opening';
import { memoryGateStore } from './gate.store';

// The pre-queue's order must be uniformly random: whoever arrives first, refreshes most or runs a
// bot gets any place with equal chance. Each test compares counts with the uniform expectation by
// Pearson's chi-square, against the value exceeded by chance once in a million runs.

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('the opening shuffle', () => {
  it('makes every order of four students equally likely', () => {
    const runs = 24_000;
    const counts = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      const order = shuffled([1, 2, 3, 4]).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    // 23 degrees of freedom: P(chi2 > 70.55) = 1e-6.
    expect(chiSquare([...counts.values()], runs / 24)).toBeLessThan(70.55);
  });

  it('gives each student of a pre-queue every place equally often, over many openings', async () => {
    const store = memoryGateStore();
    const students = [11, 12, 13, 14, 15, 16];
    const openings = 3000;
    // places[s][p]: how often student s got place p.
    const places = students.map(() => students.map(() => 0));
    for (let opening = 0; opening < openings; opening += 1) {
      const queue = `opening-${opening}`;
      // They arrive in the same order every time: the first to come is no likelier to be first.
      for (const userId of students) await store.join(queue, userId, 0, 60_000);
      await openQueue(store, queue);
      for (const [s, userId] of students.entries()) {
        const outcome = await store.join(queue, userId, 0, 60_000);
        if (outcome.kind !== 'waiting') throw new Error('expected a place');
        places[s]![outcome.ticket - 1]! += 1;
      }
    }
    // Each student's places: 5 degrees of freedom, P(chi2 > 35.89) = 1e-6.
    for (const row of places) expect(chiSquare(row, openings / 6)).toBeLessThan(35.89);
  });
});
