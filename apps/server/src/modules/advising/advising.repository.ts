import type { ReviewQueueQuery } from '@daftar/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { approvedOverloadCredits, standingCreditMax } from '../periods/periods.service';
import { bestGrade, prerequisiteMet } from '../academic-record/academic-record.service';

export interface QueueFilters {
  q?: string;
  year?: number;
}

const DECIDED = ['approved', 'rejected', 'partially_approved'] as const;

/** `%`, `_` and the escape itself match only themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Submitted registrations the reviewer may see (a lecturer: advisees'), with the filters. */
function queue(db: Db, reviewer: AuthUser, filters: QueueFilters) {
  let query = db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .where('r.submitted_at', 'is not', null);
  if (reviewer.role !== 'admin') query = query.where('u.advisor_id', '=', reviewer.id);
  if (filters.year !== undefined) query = query.where('u.year_of_study', '=', filters.year);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(u.name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(u.student_id, '')) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

/** Registrations in each status class, with the search and year filters. */
export async function countQueue(db: Db, reviewer: AuthUser, filters: QueueFilters) {
  const rows = await queue(db, reviewer, filters)
    .select(['r.status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('r.status')
    .execute();
  const count = (statuses: readonly string[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((n, row) => n + Number(row.count), 0);
  return {
    waiting: count(['submitted']),
    decided: count(DECIDED),
    all: rows.reduce((n, row) => n + Number(row.count), 0),
  };
}

/** One page of the queue, each registration with its credits and subjects counted. */
export function queuePage(
  db: Db,
  reviewer: AuthUser,
  query: Required<Pick<ReviewQueueQuery, 'status' | 'sort' | 'order'>> &
    QueueFilters & { page: number; pageSize: number },
) {
  const credits = sql<number>`coalesce((
    select sum(s.credits) from registration_subjects rs
    inner join subjects s on s.id = rs.subject_id
    where rs.registration_id = r.id and rs.status <> 'rejected'), 0)`;
  const sortColumn =
    query.sort === 'name'
      ? sql`lower(u.name)`
      : query.sort === 'credits'
        ? credits
        : sql`r.submitted_at`;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  let filtered = queue(db, reviewer, query);
  if (query.status === 'waiting') filtered = filtered.where('r.status', '=', 'submitted');
  if (query.status === 'decided') filtered = filtered.where('r.status', 'in', DECIDED);
  return filtered
    .select([
      'r.id',
      'r.status',
      'r.submitted_at',
      'u.id as student_id',
      'u.name as student_name',
      'u.student_id as student_number',
      'u.year_of_study',
      'p.semester',
      'p.academic_year',
      credits.as('credits'),
      sql<number>`(select count(*) from registration_subjects rs where rs.registration_id = r.id)`.as(
        'subjects',
      ),
      sql<number>`(select count(*) from registration_subjects rs
        where rs.registration_id = r.id and rs.status <> 'pending')`.as('decided'),
    ])
    .orderBy(sql`${sortColumn} ${direction}`)
    .orderBy('r.id', query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

/** The registration's student and period, for the context beside the decision. */
export function registrationContext(db: Db, registrationId: number) {
  return (
    db
      .selectFrom('registrations as r')
      .innerJoin('users as u', 'u.id', 'r.student_id')
      .leftJoin('faculties as f', 'f.id', 'u.faculty_id')
      .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
      .leftJoin('student_records as ar', 'ar.student_id', 'u.id')
      // A student without a record stands in good standing: its names are good's.
      .leftJoin('standings as sd', (join) =>
        join.on('sd.code', '=', (eb) => eb.fn.coalesce('ar.standing', eb.val('good'))),
      )
      .select([
        'r.id',
        'r.period_id',
        'u.id as student_id',
        'u.name as student_name',
        'u.student_id as student_number',
        'u.year_of_study',
        'f.name as faculty_name',
        'f.name_ms as faculty_name_ms',
        'p.credit_min',
        'p.credit_max',
        'p.credit_max_probation',
        'p.start_date',
        approvedOverloadCredits(db, sql.ref<number>('r.student_id')).as('overload_credits'),
        standingCreditMax(db).as('standing_credit_max'),
        'ar.standing',
        'sd.name_en as standing_name_en',
        'sd.name_ms as standing_name_ms',
        'ar.credits_earned',
        'ar.cgpa_points_hundredths',
        'ar.cgpa_credits',
      ])
      .where('r.id', '=', registrationId)
      .executeTakeFirstOrThrow()
  );
}

/** Each subject's prerequisites, whether the student has met each, and their best grade in it. */
export function prerequisitesOf(
  db: Db,
  subjectIds: number[],
  studentId: number,
  periodStart: string,
) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subject_prerequisites as sp')
    .innerJoin('subjects as pre', 'pre.id', 'sp.prerequisite_id')
    .select([
      'sp.subject_id',
      'pre.id',
      'pre.code',
      'pre.name',
      'pre.name_ms',
      prerequisiteMet(studentId, 'sp.prerequisite_id', sql.val(periodStart)).as('met'),
      bestGrade(studentId, 'sp.prerequisite_id').as('grade'),
    ])
    .where('sp.subject_id', 'in', subjectIds)
    .orderBy('pre.code')
    .execute();
}

export function listTemplates(db: Db, ownerId: number) {
  return db
    .selectFrom('reason_templates')
    .select(['id', 'title', 'title_ms', 'text', 'text_ms', 'updated_at'])
    .where('owner_id', '=', ownerId)
    .orderBy(sql`lower(title)`)
    .orderBy('id')
    .execute();
}

export async function countTemplates(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('reason_templates')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findTemplate(db: Db, ownerId: number, id: number) {
  return db
    .selectFrom('reason_templates')
    .select(['id', 'title', 'title_ms', 'text', 'text_ms', 'updated_at'])
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function notesOf(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_notes as n')
    .innerJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.text', 'n.created_at', 'a.id as author_id', 'a.name as author_name'])
    .where('n.registration_id', '=', registrationId)
    .orderBy('n.id', 'desc')
    .execute();
}
