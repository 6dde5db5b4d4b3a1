import { randomBytes } from 'node:crypto';
import {
  ADMISSION_IDLE_MS,
  type GateProgress,
  type GateRehearsal,
  type StartGateRehearsalBody,
} from '@daftar/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { AUTO_RATE } from './gate.auto-rate';
import { shuffled } from './gate.opening';
import * as repo from './gate.repository';
import type { GateStore, QueueState } from './gate.store';

/**
 * The registrar's gate rehearsal (issue 42): a queue of their own, in the same store as the real
 * one but under its own random key, which they wait in as a student would: a pre-queue, a
 * shuffled opening, a place falling at the rate, and their turn. It gives no admission (its turn
 * is a state, never a signed admission), broadcasts nothing, and only reads the real gate (its
 * rate, when the rehearsal starts): the real queue, its students and registration are untouched.
 */
export function createGateRehearsals(db: Db, store: GateStore, clock: () => number) {
  /** Opens the rehearsal's queue at its time: the registrar's place shuffled among the stand-ins'. */
  async function openIfDue(row: repo.RehearsalRow, nowMs: number) {
    if (nowMs < Date.parse(row.opens_at) || (await store.state(row.queue_key)).opened) return;
    const arrivals = await store.prequeue(row.queue_key);
    await store.open(row.queue_key, shuffled([...arrivals, ...standIns(row.stand_ins)]));
  }

  const progressOf = (row: repo.RehearsalRow, state: QueueState): GateProgress => ({
    periodId: row.period_id,
    opensAt: row.opens_at,
    ...state,
    ratePerMinute: row.rate_per_minute,
    automatic: row.automatic === 1,
    paused: false,
  });

  const rehearsals = {
    /** Starts a rehearsal with the current period's gate's rate, replacing the registrar's last. */
    async start(userId: number, body: StartGateRehearsalBody): Promise<GateRehearsal> {
      const gate = await repo.findCurrentGate(db);
      if (!gate) throw notFound('period');
      const automatic = gate.rate_per_minute === null || gate.rate_per_minute === undefined;
      // The automatic rate as the real queue has steered it so far (read, never changed).
      const rate = automatic
        ? ((gate.queue_key ? await store.autoRate(gate.queue_key) : null) ?? AUTO_RATE.start)
        : gate.rate_per_minute!;
      await repo.saveRehearsal(db, {
        user_id: userId,
        period_id: gate.periodId,
        queue_key: `rehearsal-${randomBytes(12).toString('base64url')}`,
        opens_at: new Date(clock() + body.opensInSeconds * 1000).toISOString(),
        rate_per_minute: rate,
        automatic: Number(automatic),
        stand_ins: body.standIns,
      });
      return rehearsals.join(userId);
    },

    /** The registrar's place in their rehearsal, as a student's join would give it. */
    async join(userId: number): Promise<GateRehearsal> {
      const row = await repo.findRehearsal(db, userId);
      if (!row) return { state: 'none' };
      const nowMs = clock();
      await openIfDue(row, nowMs);
      // Counted when looked at rather than by the gate's ticker (which may be off): the credit
      // builds from the time since the last count, so how often it is looked at changes nothing.
      await store.advance(row.queue_key, nowMs, row.rate_per_minute, false);
      const outcome = await store.join(row.queue_key, userId, nowMs, ADMISSION_IDLE_MS);
      if (outcome.kind === 'admitted') {
        return {
          state: 'admitted',
          standIns: row.stand_ins,
          expiresAt: new Date(outcome.expiresAtMs).toISOString(),
        };
      }
      return {
        state: 'waiting',
        standIns: row.stand_ins,
        ticket: outcome.kind === 'waiting' ? outcome.ticket : null,
        progress: progressOf(row, await store.state(row.queue_key)),
      };
    },

    /**
     * Ends the rehearsal. Its queue is left to the store, as a replaced real queue is: it is
     * small, and nothing names it any more.
     */
    async end(userId: number): Promise<void> {
      await repo.deleteRehearsal(db, userId);
    },
  };
  return rehearsals;
}

/** The stand-ins' places: negative numbers, which no account has, so none is ever claimed. */
const standIns = (count: number) => Array.from({ length: count }, (_, i) => -(i + 1));
