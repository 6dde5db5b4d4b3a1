import type { QuotaUpdate } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuotaBatcher } from './quota-batcher';

// The clock is the test's: each step moves it exactly, so "nothing more was sent" is checked after
// every timer that could send has had its turn, not after a guess at how long is long enough.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const update = (registered: number): QuotaUpdate => ({
  subjectId: 1,
  newQuota: { total: 40, registered },
  waiting: 0,
  sections: [{ id: 1, capacity: 40, registered }],
});

describe('the seat count batcher', () => {
  it('ends with the counts in the database even when two batches are sent newest first', async () => {
    // The database's count, and reads that answer at different speeds: the first read of 5 is
    // slow, the next read of 6 quick, so 6 is sent before 5.
    let registered = 5;
    const delays = [80, 5];
    const sent: number[] = [];
    // When each read began, in ms from the start.
    const start = Date.now();
    const reads: number[] = [];
    const batcher = createQuotaBatcher({
      windowMs: 10,
      settleMs: 150,
      load: async () => {
        reads.push(Date.now() - start);
        const count = registered;
        await new Promise((resolve) => setTimeout(resolve, delays.shift() ?? 0));
        return [update(count)];
      },
      emit: (updates) => sent.push(updates[0]!.newQuota.registered),
      onError: (error) => {
        throw error;
      },
    });
    batcher.add([1]);
    // The first window closes at 10 ms; its read of 5 answers at 90 ms.
    await pass(30);
    registered = 6;
    batcher.add([1]);
    // The second window closes at 40 ms; its read of 6 answers at 45 ms, before the first.
    await pass(60);
    expect(sent).toEqual([6, 5]);
    // Quiet for the settle time after the last batch (90 ms): the subject is read once more, and
    // 6 is the last word.
    await pass(149);
    expect(reads).toEqual([10, 40]);
    await pass(1);
    expect(reads).toEqual([10, 40, 240]);
    await pass(1);
    expect(sent).toEqual([6, 5, 6]);
    // And then nothing, however long the server stays quiet.
    await pass(60_000);
    expect(sent).toEqual([6, 5, 6]);
    expect(vi.getTimerCount()).toBe(0);
    batcher.stop();
  });

  it('sends nothing more while batches keep coming, and nothing for a quiet server', async () => {
    const sent: number[][] = [];
    const batcher = createQuotaBatcher({
      windowMs: 10,
      settleMs: 200,
      load: async (ids) => ids.map((id) => ({ ...update(1), subjectId: id })),
      emit: (updates) => sent.push(updates.map((u) => u.subjectId)),
      onError: (error) => {
        throw error;
      },
    });
    for (let i = 0; i < 5; i += 1) {
      batcher.add([i + 1]);
      await pass(40);
    }
    // Each batch put the settling off again: none came between them.
    expect(sent).toEqual([[1], [2], [3], [4], [5]]);
    // Once quiet for the settle time after the last batch (sent at 170 ms, so due at 370 ms; the
    // clock is at 200 ms): every subject sent since the last settling, in one batch.
    await pass(169);
    expect(sent).toHaveLength(5);
    await pass(1);
    expect(sent.at(-1)).toEqual([1, 2, 3, 4, 5]);
    await pass(60_000);
    expect(sent).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);
    batcher.stop();
  });
});
