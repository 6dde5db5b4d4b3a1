import { randomBytes } from 'node:crypto';
import type { GateSettings, UpdateGateSettingsBody } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import * as repo from './gate.repository';
import type { GateStore } from './gate.store';

// A period's gate settings as the registrar keeps them (issue 25): read, with the settings a
// period without a gate has, and changed with a line in the registrar's trail.

/**
 * How long past an opening time may be and still be taken as meant. The dialog refuses a time
 * before its reading of the server's clock, and that reading can be off by a request's journey
 * and the estimate's error: a few seconds' difference must not refuse what the registrar saw
 * accepted. A minute is far more than that and far less than any mistaken opening (the audit's
 * was days old), which is what the refusal is for.
 */
const OPENS_AT_GRACE_MS = 60_000;

/**
 * Changes a period's gate, with its line in the registrar's trail. A gate whose queue has opened
 * keeps its opening time (409 GATE_OPENED); an opening already passed is refused (400
 * GATE_OPENS_IN_PAST) unless the registrar asks to open now.
 */
export async function updateGateSettings(
  database: Database,
  store: GateStore,
  clock: () => number,
  actorId: number,
  periodId: number,
  body: UpdateGateSettingsBody,
): Promise<void> {
  await database.transaction(async (trx) => {
    const before = await gateRow(trx, periodId);
    // Turning the gate on starts a new queue: a second opening in the same period (after a
    // test run, say) does not inherit the first one's places.
    const turnedOn = before.enabled === 0 && body.enabled === true;
    const nowMs = clock();
    const opensAt = body.openNow
      ? new Date(nowMs).toISOString()
      : (body.opensAt ?? before.opens_at);
    const enabled = body.enabled ?? before.enabled === 1;
    // A gate turned on, or given a new opening, with that opening passed would open at once and
    // nobody would wait (issue 42): only the registrar's explicit "open now" does that.
    if (
      enabled &&
      !body.openNow &&
      (turnedOn || opensAt !== before.opens_at) &&
      Date.parse(opensAt) < nowMs - OPENS_AT_GRACE_MS
    ) {
      throw new AppError(400, 'GATE_OPENS_IN_PAST', { params: { opensAt } });
    }
    if (
      !turnedOn &&
      before.enabled === 1 &&
      opensAt !== before.opens_at &&
      (await store.state(before.queue_key)).opened
    ) {
      throw conflict('GATE_OPENED', { params: { opensAt: before.opens_at } });
    }
    const after: repo.GateRow = {
      period_id: periodId,
      enabled: Number(enabled),
      opens_at: opensAt,
      rate_per_minute:
        body.ratePerMinute === undefined ? before.rate_per_minute : body.ratePerMinute,
      paused: body.paused === undefined ? before.paused : Number(body.paused),
      queue_key: turnedOn ? newQueueKey() : before.queue_key,
    };
    await repo.saveGate(trx, after);
    const [was, now] = [settingsOf(periodId, before), settingsOf(periodId, after)];
    const changed = (Object.keys(now) as Array<keyof GateSettings>)
      .filter((field) => was[field] !== now[field])
      .map((field) => `${field} ${String(was[field])} → ${String(now[field])}`);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'period',
        entityId: periodId,
        action: 'update',
        summary: `Admission gate: ${changed.join(', ') || 'unchanged'}`,
        before: was,
        after: now,
      },
      new Date(clock()),
    );
  });
}

const newQueueKey = () => randomBytes(12).toString('base64url');

/** The period's gate row, or the settings a period without one has: off, opening at its start. */
export async function gateRow(db: Db, periodId: number): Promise<repo.GateRow> {
  const row = await repo.findGate(db, periodId);
  if (row) return row;
  const period = await db
    .selectFrom('registration_periods')
    .select('start_date')
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw notFound('periodId');
  return {
    period_id: periodId,
    enabled: 0,
    // Midnight at the start of the period's first day, on the campus clock (UTC+8).
    opens_at: new Date(`${period.start_date}T00:00:00+08:00`).toISOString(),
    rate_per_minute: null,
    paused: 0,
    queue_key: newQueueKey(),
  };
}

/** The settings as the contract names them, from the gate's row. */
export function settingsOf(
  periodId: number,
  row: Pick<repo.GateRow, 'enabled' | 'opens_at' | 'rate_per_minute' | 'paused'>,
): GateSettings {
  return {
    periodId,
    enabled: row.enabled === 1,
    opensAt: row.opens_at,
    ratePerMinute: row.rate_per_minute,
    paused: row.paused === 1,
  };
}
