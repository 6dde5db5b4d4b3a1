import type { Db } from '../../db/database';

export interface GateRow {
  period_id: number;
  enabled: number;
  opens_at: string;
  rate_per_minute: number | null;
  paused: number;
  queue_key: string;
}

export function findGate(db: Db, periodId: number): Promise<GateRow | undefined> {
  return db
    .selectFrom('period_gates')
    .selectAll()
    .where('period_id', '=', periodId)
    .executeTakeFirst();
}

/** The current period's id and start, with its gate when one was set. */
export function findCurrentGate(db: Db) {
  return db
    .selectFrom('registration_periods as p')
    .leftJoin('period_gates as g', 'g.period_id', 'p.id')
    .select([
      'p.id as periodId',
      'p.start_date as startDate',
      'g.enabled',
      'g.opens_at',
      'g.rate_per_minute',
      'g.paused',
      'g.queue_key',
    ])
    .where('p.is_current', '=', 1)
    .executeTakeFirst();
}

export async function saveGate(db: Db, row: GateRow): Promise<void> {
  await db
    .insertInto('period_gates')
    .values(row)
    .onConflict((oc) =>
      oc.column('period_id').doUpdateSet({
        enabled: row.enabled,
        opens_at: row.opens_at,
        rate_per_minute: row.rate_per_minute,
        paused: row.paused,
        queue_key: row.queue_key,
      }),
    )
    .execute();
}

export interface RehearsalRow {
  user_id: number;
  period_id: number;
  queue_key: string;
  opens_at: string;
  rate_per_minute: number;
  automatic: number;
  stand_ins: number;
}

export function findRehearsal(db: Db, userId: number): Promise<RehearsalRow | undefined> {
  return db
    .selectFrom('gate_rehearsals')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Starts the registrar's rehearsal, replacing one they ran before. */
export async function saveRehearsal(db: Db, row: RehearsalRow): Promise<void> {
  const { user_id: _userId, ...rest } = row;
  await db
    .insertInto('gate_rehearsals')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}

export async function deleteRehearsal(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('gate_rehearsals').where('user_id', '=', userId).execute();
}
