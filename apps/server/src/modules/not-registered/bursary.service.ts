import type { BursaryChange } from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { spreadsheetSafe } from '../../lib/csv-file';

// The bursary's export (issue 47): Daftar takes no payments, so the registrar hands the bursary
// each late registration and each add, drop and withdrawal after the window or an approval, to
// charge by its own rules.

export const BURSARY_COLUMNS = [
  'student_id',
  'name',
  'kind',
  'stage',
  'subject_code',
  'credits',
  'at',
] as const;

/** The period's late registrations and kept changes, oldest first. */
export async function bursaryChanges(db: Db, periodId: number): Promise<BursaryChange[]> {
  const period = await db
    .selectFrom('registration_periods')
    .select('id')
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw notFound('periodId');
  const late = await db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .select((eb) => [
      'u.student_id',
      'u.name',
      'r.late_at',
      eb
        .selectFrom('registration_subjects as rs')
        .innerJoin('subjects as s', 's.id', 'rs.subject_id')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number>('s.credits'), inner.lit(0)).as('n'),
        )
        .whereRef('rs.registration_id', '=', 'r.id')
        .where('rs.status', '!=', 'rejected')
        .as('credits'),
    ])
    .where('r.period_id', '=', periodId)
    .where('r.late_at', 'is not', null)
    .execute();
  const changes = await db
    .selectFrom('registration_changes as c')
    .innerJoin('users as u', 'u.id', 'c.student_id')
    .innerJoin('subjects as s', 's.id', 'c.subject_id')
    .select([
      'u.student_id',
      'u.name',
      'c.change',
      'c.stage',
      's.code',
      'c.credits',
      'c.at',
      'c.id',
    ])
    .where('c.period_id', '=', periodId)
    .orderBy('c.at')
    .orderBy('c.id')
    .execute();
  const rows: BursaryChange[] = [
    ...late.map((row) => ({
      studentId: row.student_id,
      name: row.name,
      kind: 'late_registration' as const,
      stage: 'late' as const,
      subjectCode: null,
      credits: Number(row.credits ?? 0),
      at: row.late_at!,
    })),
    ...changes.map((row) => ({
      studentId: row.student_id,
      name: row.name,
      kind: row.change,
      stage: row.stage,
      subjectCode: row.code,
      credits: row.credits,
      at: row.at,
    })),
  ];
  return rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** The same as CSV for a spreadsheet, and the file name to save it under. */
export async function bursaryChangesCsv(db: Db, periodId: number) {
  const rows = await bursaryChanges(db, periodId);
  const csv = stringify(
    [
      [...BURSARY_COLUMNS],
      ...rows.map((r) =>
        [
          r.studentId ?? '',
          r.name,
          r.kind,
          r.stage,
          r.subjectCode ?? '',
          String(r.credits),
          r.at,
        ].map(spreadsheetSafe),
      ),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
  return { filename: `bursary-changes-${periodId}.csv`, csv };
}
