import { notFound } from '../../lib/app-error';
import type { Database } from '../../db/database';
import { recordAdminChange } from '../audit/admin-changes.service';
import { ensureLecturer } from './users.service';

const CHUNK = 500;

/**
 * Makes one lecturer the advisor of many students at once (the People page's selection, issue
 * 43): all of them or, when one is not a student, none. Answers how many had another advisor (or
 * none) before; one line in the admin trail names them all.
 */
export async function assignAdvisors(
  database: Database,
  actorId: number,
  studentIds: number[],
  advisorId: number,
  now = new Date(),
): Promise<{ assigned: number }> {
  const ids = [...new Set(studentIds)];
  return database.transaction(async (trx) => {
    await ensureLecturer(trx, advisorId);
    const changing: { id: number; student_id: string | null }[] = [];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const students = await trx
        .selectFrom('users')
        .select(['id', 'student_id', 'advisor_id'])
        .where('id', 'in', chunk)
        .where('role', '=', 'student')
        .execute();
      if (students.length !== chunk.length) throw notFound('student');
      changing.push(...students.filter((s) => s.advisor_id !== advisorId));
    }
    for (let i = 0; i < changing.length; i += CHUNK) {
      await trx
        .updateTable('users')
        .set({ advisor_id: advisorId })
        .where(
          'id',
          'in',
          changing.slice(i, i + CHUNK).map((s) => s.id),
        )
        .execute();
    }
    if (changing.length > 0) {
      const advisor = await trx
        .selectFrom('users')
        .select('name')
        .where('id', '=', advisorId)
        .executeTakeFirstOrThrow();
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'user',
          entityId: advisorId,
          action: 'assignAdvisor',
          summary: `${changing.length} students assigned to ${advisor.name}`,
          after: { advisorId, students: changing.map((s) => s.student_id ?? s.id) },
        },
        now,
      );
    }
    return { assigned: changing.length };
  });
}
