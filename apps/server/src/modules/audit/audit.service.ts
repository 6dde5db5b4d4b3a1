import type { AuditPage, AuditQuery } from '@daftar/contract';
import type { Db } from '../../db/database';

/** The day after a `YYYY-MM-DD` day, as the exclusive end of a "to" filter. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The decision trail, newest first, a page at a time, by who decided, which registration, when. */
export async function listAudit(db: Db, filter: AuditQuery): Promise<AuditPage> {
  const { page, pageSize } = filter;
  let query = db.selectFrom('audit_events as e');
  if (filter.actorId !== undefined) query = query.where('e.actor_id', '=', filter.actorId);
  if (filter.registrationId !== undefined)
    query = query.where('e.registration_id', '=', filter.registrationId);
  if (filter.from !== undefined) query = query.where('e.at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('e.at', '<', nextDay(filter.to));
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .innerJoin('users as actor', 'actor.id', 'e.actor_id')
    .innerJoin('registrations as r', 'r.id', 'e.registration_id')
    .innerJoin('users as student', 'student.id', 'r.student_id')
    .leftJoin('subjects as s', 's.id', 'e.subject_id')
    .select([
      'e.id',
      'e.at',
      'e.scope',
      'e.decision',
      'e.reason',
      'e.registration_id',
      'actor.id as actor_id',
      'actor.name as actor_name',
      'actor.role as actor_role',
      'student.id as student_id',
      'student.name as student_name',
      'student.student_id as student_number',
      's.id as subject_id',
      's.code as subject_code',
      's.name as subject_name',
      's.name_ms as subject_name_ms',
    ])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    page,
    pageSize,
    total: Number(total),
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
      registrationId: row.registration_id,
      student: { id: row.student_id, name: row.student_name, studentId: row.student_number },
      subject:
        row.subject_id !== null && row.subject_code !== null && row.subject_name !== null
          ? {
              id: row.subject_id,
              code: row.subject_code,
              name: row.subject_name,
              nameMs: row.subject_name_ms,
            }
          : null,
      scope: row.scope,
      decision: row.decision,
      reason: row.reason,
    })),
  };
}
