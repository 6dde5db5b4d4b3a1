import type { QuotaUpdate } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/sockets';
import { createQuotaBatcher } from './quota-batcher';

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
    const batcher = createQuotaBatcher({
      windowMs: 10,
      settleMs: 150,
      load: async () => {
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
    await new Promise((resolve) => setTimeout(resolve, 30));
    registered = 6;
    batcher.add([1]);
    await eventually(() => expect(sent).toEqual([6, 5]), 2000);
    // Quiet for the settle time: the subject is read once more, and 6 is the last word.
    await eventually(() => expect(sent).toEqual([6, 5, 6]), 2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([6, 5, 6]);
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
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(sent).toEqual([[1], [2], [3], [4], [5]]);
    // Once quiet: every subject sent since the last settling, in one batch.
    await eventually(() => expect(sent.at(-1)).toEqual([1, 2, 3, 4, 5]), 2000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(6);
    batcher.stop();
  });
});
