import { randomBytes } from 'node:crypto';
import { ADMISSION_IDLE_MS } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { openQueue } from './gate.opening';
import type { GateStore } from './gate.store';

/**
 * What every gate store must do, run against the memory store by `npm test` and against Redis
 * by `npm run test:redis`.
 */
export function describeGateStore(name: string, store: () => GateStore) {
  const T0 = Date.parse('2026-12-01T09:00:00Z');
  const newQueue = () => `test-${randomBytes(6).toString('hex')}`;
  const ticketOf = async (queue: string, userId: number, nowMs = T0) => {
    const outcome = await store().join(queue, userId, nowMs, ADMISSION_IDLE_MS);
    if (outcome.kind !== 'waiting') throw new Error(`expected a place, got ${outcome.kind}`);
    return outcome.ticket;
  };

  describe(`the gate's queue (${name})`, () => {
    it('gives arrivals after the opening places in arrival order', async () => {
      const queue = newQueue();
      await openQueue(store(), queue);
      const tickets = [];
      for (let userId = 101; userId <= 140; userId += 1)
        tickets.push(await ticketOf(queue, userId));
      expect(tickets).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('keeps a place when the student joins again (a refresh, a second tab or device)', async () => {
      const queue = newQueue();
      await openQueue(store(), queue);
      await ticketOf(queue, 1);
      const mine = await ticketOf(queue, 2);
      await ticketOf(queue, 3);
      expect(await ticketOf(queue, 2)).toBe(mine);
      expect(await ticketOf(queue, 2)).toBe(mine);
      expect((await store().state(queue)).issued).toBe(3);
    });

    it('holds early arrivals in the pre-queue, then gives them the first places in the shuffled order', async () => {
      const queue = newQueue();
      for (const userId of [5, 6, 7]) {
        expect(await store().join(queue, userId, T0, ADMISSION_IDLE_MS)).toEqual({
          kind: 'prequeued',
        });
      }
      expect(await store().join(queue, 5, T0, ADMISSION_IDLE_MS)).toEqual({ kind: 'prequeued' });
      expect((await store().state(queue)).prequeued).toBe(3);
      expect(new Set(await store().prequeue(queue))).toEqual(new Set([5, 6, 7]));
      // 7 was shuffled out of the order given: it joined while the order was being made.
      expect(await store().open(queue, [6, 5])).toBe(true);
      expect(await store().open(queue, [5, 6])).toBe(false);
      expect([
        await ticketOf(queue, 6),
        await ticketOf(queue, 5),
        await ticketOf(queue, 7),
      ]).toEqual([1, 2, 3]);
      expect(await ticketOf(queue, 8)).toBe(4);
      expect(await store().state(queue)).toMatchObject({ opened: true, prequeued: 0, issued: 4 });
    });

    it('admits at the rate for the time that passed, whoever counts', async () => {
      const queue = newQueue();
      await openQueue(store(), queue);
      for (let userId = 1; userId <= 20; userId += 1) await ticketOf(queue, userId);
      // 60 a minute is one a second; the first count only starts the clock.
      expect((await store().advance(queue, T0, 60, false)).admittedThrough).toBe(0);
      expect((await store().advance(queue, T0 + 1000, 60, false)).admittedThrough).toBe(1);
      expect((await store().advance(queue, T0 + 1000, 60, false)).admittedThrough).toBe(1);
      expect((await store().advance(queue, T0 + 1500, 60, false)).admittedThrough).toBe(1);
      expect((await store().advance(queue, T0 + 5000, 60, false)).admittedThrough).toBe(5);
      // Paused: nobody is admitted, and the pause earns no credit for later.
      expect((await store().advance(queue, T0 + 9000, 60, true)).admittedThrough).toBe(5);
      expect((await store().advance(queue, T0 + 30_000, 60, true)).admittedThrough).toBe(5);
      expect((await store().advance(queue, T0 + 31_000, 60, false)).admittedThrough).toBe(6);
      // Never more than are waiting.
      expect((await store().advance(queue, T0 + 600_000, 60, false)).admittedThrough).toBe(20);
    });

    it('admits the next arrival to an empty queue at once, without saving up a burst', async () => {
      const queue = newQueue();
      await openQueue(store(), queue);
      await store().advance(queue, T0, 60, false);
      await store().advance(queue, T0 + 60_000, 60, false);
      for (let userId = 1; userId <= 10; userId += 1) await ticketOf(queue, userId);
      expect((await store().advance(queue, T0 + 60_001, 60, false)).admittedThrough).toBe(1);
    });

    it('admits a reached student when they come, for 15 minutes from then, extended by actions', async () => {
      const queue = newQueue();
      await openQueue(store(), queue);
      await ticketOf(queue, 1);
      await ticketOf(queue, 2);
      await store().advance(queue, T0, 60, false);
      await store().advance(queue, T0 + 1000, 60, false);
      const at = T0 + 5000;
      expect(await store().join(queue, 1, at, ADMISSION_IDLE_MS)).toEqual({
        kind: 'admitted',
        expiresAtMs: at + ADMISSION_IDLE_MS,
      });
      // The place is the account's: joining again (another device) finds the same admission.
      expect(await store().join(queue, 1, at + 60_000, ADMISSION_IDLE_MS)).toEqual({
        kind: 'admitted',
        expiresAtMs: at + ADMISSION_IDLE_MS,
      });
      expect(await store().activeAdmissions(queue, at)).toBe(1);
      await store().extend(queue, 1, at + 600_000 + ADMISSION_IDLE_MS);
      // Never earlier than it was.
      await store().extend(queue, 1, at + ADMISSION_IDLE_MS);
      expect(await store().activeAdmissions(queue, at + 600_000 + ADMISSION_IDLE_MS - 1)).toBe(1);
      const lapsedAt = at + 600_000 + ADMISSION_IDLE_MS + 1;
      expect(await store().activeAdmissions(queue, lapsedAt)).toBe(0);
      // Lapsed: a new place at the end of the queue.
      expect(await store().join(queue, 1, lapsedAt, ADMISSION_IDLE_MS)).toEqual({
        kind: 'waiting',
        ticket: 3,
      });
    });

    it('shares the automatic rate', async () => {
      const queue = newQueue();
      expect(await store().autoRate(queue)).toBeNull();
      await store().setAutoRate(queue, 840);
      expect(await store().autoRate(queue)).toBe(840);
    });
  });
}
