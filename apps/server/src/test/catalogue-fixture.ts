import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isOfGroup } from '../db/reservation-group';
import { placeProblems } from './place-invariants';

const day = 24 * 3600 * 1000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

export interface SectionSpec {
  capacity: number;
  /** [day 1-5, start hour, end hour] */
  meetings?: [number, number, number][];
  /** Its part (L, T…) in a subject of several parts (decision 039). */
  part?: string;
  /** The index, in this subject's sections, of the section it goes only with. */
  linkedTo?: number;
}

export interface SubjectSpec {
  code: string;
  credits?: number;
  year?: number;
  sections?: SectionSpec[];
  prerequisites?: string[];
}

export interface Fixture {
  periodId: number;
  pastPeriodId: number;
  facultyId: number;
  subjects: Record<string, { id: number; sectionIds: number[] }>;
}

/**
 * A small catalogue for tests: one faculty, a current period (open unless told otherwise, credit
 * maximum 20 by default), a past period, and the given subjects with sections in the current one.
 */
export async function createCatalogue(
  db: Db,
  subjects: SubjectSpec[],
  options: {
    creditMax?: number;
    window?: 'open' | 'upcoming' | 'closed';
    /** The period's overload cap (issue 44); none by default. */
    overloadCap?: number;
  } = {},
): Promise<Fixture> {
  const window = options.window ?? 'open';
  const [start, end] = window === 'open' ? [-1, 10] : window === 'upcoming' ? [3, 10] : [-10, -3];
  const faculty = await db
    .insertInto('faculties')
    .values({ code: `F${Math.random().toString(36).slice(2, 8)}`, name: 'Faculty of Testing' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('registration_periods').set({ is_current: 0 }).execute();
  const past = await db
    .insertInto('registration_periods')
    .values({
      semester: 5,
      academic_year: '2024/2025',
      start_date: isoDay(-200),
      end_date: isoDay(-180),
      credit_max: 20,
      is_current: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const period = await db
    .insertInto('registration_periods')
    .values({
      semester: 6,
      academic_year: '2024/2025',
      start_date: isoDay(start),
      end_date: isoDay(end),
      credit_max: options.creditMax ?? 20,
      overload_cap: options.overloadCap ?? null,
      is_current: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const fixture: Fixture = {
    periodId: period.id,
    pastPeriodId: past.id,
    facultyId: faculty.id,
    subjects: {},
  };
  for (const spec of subjects) {
    const subject = await db
      .insertInto('subjects')
      .values({
        code: spec.code,
        name: `Subject ${spec.code}`,
        credits: spec.credits ?? 3,
        description: `About ${spec.code}.`,
        year: spec.year ?? 1,
        faculty_id: faculty.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sectionIds: number[] = [];
    for (const [index, section] of (spec.sections ?? [{ capacity: 30 }]).entries()) {
      const row = await db
        .insertInto('sections')
        .values({
          period_id: period.id,
          subject_id: subject.id,
          number: index + 1,
          capacity: section.capacity,
          lecturer: 'Dr. Test',
          part: section.part ?? null,
          linked_section_id: section.linkedTo === undefined ? null : sectionIds[section.linkedTo],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      sectionIds.push(row.id);
      const meetings = section.meetings ?? [];
      if (meetings.length > 0) {
        await db
          .insertInto('section_meetings')
          .values(
            meetings.map(([d, from, to]) => ({
              section_id: row.id,
              day: d,
              start_minute: from * 60,
              end_minute: to * 60,
              room: 'BK1',
            })),
          )
          .execute();
      }
    }
    fixture.subjects[spec.code] = { id: subject.id, sectionIds };
  }
  for (const spec of subjects) {
    for (const code of spec.prerequisites ?? []) {
      await db
        .insertInto('subject_prerequisites')
        .values({
          subject_id: fixture.subjects[spec.code]!.id,
          prerequisite_id: fixture.subjects[code]!.id,
        })
        .execute();
    }
  }
  return fixture;
}

/**
 * Seats equal holding rows, no section over capacity, no registration over its student's credit
 * maximum.
 */
export async function checkInvariants(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const sections = await db
    .selectFrom('sections as s')
    .leftJoin('registration_subjects as rs', (join) =>
      join.onRef('rs.section_id', '=', 's.id').on('rs.status', '!=', 'rejected'),
    )
    .select((eb) => [
      's.id',
      's.capacity',
      's.registered',
      eb.fn.count('rs.id').as('holding'),
      // A multi-part place's other parts hold a seat too (decision 039).
      eb
        .selectFrom('selection_sections as ss')
        .innerJoin('registration_subjects as ps', 'ps.id', 'ss.selection_id')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('ss.section_id', '=', 's.id')
        .where('ps.status', '!=', 'rejected')
        .as('part_holding'),
      // A capacity permit used in the subject may have made a seat over capacity (decision 041).
      's.permit_seats',
      eb
        .selectFrom('permits as pm')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('pm.subject_id', '=', 's.subject_id')
        .whereRef('pm.period_id', '=', 's.period_id')
        .where('pm.rule', '=', 'SUBJECT_FULL')
        .where('pm.status', '=', 'used')
        .as('over_by_permit'),
    ])
    .groupBy(['s.id', 's.capacity', 's.registered', 's.permit_seats'])
    .execute();
  for (const s of sections) {
    if (s.permit_seats > Number(s.over_by_permit ?? 0) || s.permit_seats > s.capacity) {
      problems.push(`section ${s.id} has ${s.permit_seats} seats over capacity by permit`);
    }
    if (s.registered < 0 || s.registered > s.capacity)
      problems.push(`section ${s.id} has ${s.registered}/${s.capacity}`);
    const holding = Number(s.holding) + Number(s.part_holding ?? 0);
    if (holding !== s.registered)
      problems.push(`section ${s.id} counts ${s.registered} seats for ${holding} rows`);
  }
  problems.push(...(await placeProblems(db)));
  const credits = await db
    .selectFrom('registrations as r')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .innerJoin('registration_subjects as rs', 'rs.registration_id', 'r.id')
    .innerJoin('subjects as sub', 'sub.id', 'rs.subject_id')
    .select((eb) => [
      'r.id',
      'p.credit_max',
      eb.fn.sum<number>('sub.credits').as('credits'),
      // The student's own maximum counts an overload approved for them (issue 44); read here
      // on its own, not with the rules' code, so the check does not share a mistake with it.
      eb
        .selectFrom('overload_requests as ov')
        .select((inner) => inner.fn.max('ov.credits').as('credits'))
        .whereRef('ov.student_id', '=', 'r.student_id')
        .whereRef('ov.period_id', '=', 'p.id')
        .where('ov.status', '=', 'approved')
        .as('overload_credits'),
      // And the maximum the period sets for the student's own standing (a Dean's list).
      eb
        .selectFrom('period_standing_limits as psl')
        .innerJoin('student_records as sr', 'sr.standing', 'psl.standing')
        .select('psl.credit_max')
        .whereRef('sr.student_id', '=', 'r.student_id')
        .whereRef('psl.period_id', '=', 'p.id')
        .as('standing_credit_max'),
      // A subject taken past the credit limit by permit counts above it (decision 041).
      eb
        .selectFrom('permits as pm')
        .innerJoin('subjects as ps', 'ps.id', 'pm.subject_id')
        .select((inner) => inner.fn.sum<number>('ps.credits').as('n'))
        .whereRef('pm.student_id', '=', 'r.student_id')
        .whereRef('pm.period_id', '=', 'p.id')
        .where('pm.rule', '=', 'CREDIT_LIMIT')
        .where('pm.status', '=', 'used')
        .as('permit_credits'),
    ])
    .where('rs.status', '!=', 'rejected')
    .groupBy(['r.id', 'r.student_id', 'p.id', 'p.credit_max'])
    .execute();
  for (const r of credits) {
    const max =
      Math.max(r.credit_max, r.overload_credits ?? 0, r.standing_credit_max ?? 0) +
      Number(r.permit_credits ?? 0);
    if (Number(r.credits) > max) problems.push(`registration ${r.id} holds ${r.credits} credits`);
  }
  problems.push(...(await waitlistProblems(db)));
  return problems;
}

/**
 * Waitlists: no open section has a free seat while a student nothing has passed over waits for it
 * (promotion runs in the transaction that frees a seat), and nobody waits for a subject they hold
 * unless to move to another of its sections.
 */
async function waitlistProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const kept = await db
    .selectFrom('sections as s')
    .innerJoin('waitlist_entries as w', (join) =>
      join.onRef('w.subject_id', '=', 's.subject_id').onRef('w.period_id', '=', 's.period_id'),
    )
    .select(['s.id', 'w.student_id'])
    .where((eb) => eb('s.registered', '<', eb.ref('s.capacity')))
    .where('s.closed_at', 'is', null)
    .where('w.skip_code', 'is', null)
    .where((eb) => eb.or([eb('w.section_id', 'is', null), eb('w.section_id', '=', eb.ref('s.id'))]))
    // A subject of several parts is waited for by whole places: see placesFreeWhileWaiting.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sections as other')
            .select('other.id')
            .whereRef('other.subject_id', '=', 's.subject_id')
            .whereRef('other.period_id', '=', 's.period_id')
            .where(sql<boolean>`coalesce(other.part, '') <> coalesce(s.part, '')`),
        ),
      ),
    )
    // A seat kept for a group the waiting student is not of is no seat of theirs (decision 040).
    .innerJoin('users as wu', 'wu.id', 'w.student_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservations as rv')
            .select('rv.id')
            .whereRef('rv.subject_id', '=', 's.subject_id')
            .where((eb) =>
              eb.or([eb('rv.section_id', 'is', null), eb('rv.section_id', '=', eb.ref('s.id'))]),
            )
            .where('rv.until', '>', new Date().toISOString())
            .where(sql<boolean>`not ${isOfGroup('wu')}`),
        ),
      ),
    )
    // A student moving within a subject waits for its other sections, not the one they hold.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('registration_subjects as own')
            .innerJoin('registrations as r', 'r.id', 'own.registration_id')
            .select('own.id')
            .whereRef('r.student_id', '=', 'w.student_id')
            .whereRef('own.section_id', '=', 's.id'),
        ),
      ),
    )
    .execute();
  for (const k of kept)
    problems.push(`section ${k.id} has a free seat while student ${k.student_id} waits`);
  problems.push(...(await placesFreeWhileWaiting(db)));
  const holding = await db
    .selectFrom('waitlist_entries as w')
    .innerJoin('registrations as r', (join) =>
      join.onRef('r.student_id', '=', 'w.student_id').onRef('r.period_id', '=', 'w.period_id'),
    )
    .innerJoin('registration_subjects as rs', (join) =>
      join.onRef('rs.registration_id', '=', 'r.id').onRef('rs.subject_id', '=', 'w.subject_id'),
    )
    .select(['w.student_id', 'w.subject_id'])
    .where((eb) =>
      eb.or([
        eb('w.swap_subject_id', 'is', null),
        eb('w.swap_subject_id', '!=', eb.ref('w.subject_id')),
      ]),
    )
    .execute();
  for (const h of holding)
    problems.push(`student ${h.student_id} both holds and waits for subject ${h.subject_id}`);
  return problems;
}

/**
 * Of a subject of several parts (decision 039): no whole place, one open section of each part
 * with its links kept and a seat in every one, is free while a student nothing has passed over
 * waits for it without holding the subject. Subjects with reservations in force are left to the
 * one-part check's tests; a place whose own sections meet at once is not one the rules give.
 */
async function placesFreeWhileWaiting(db: Db): Promise<string[]> {
  const waiting = await db
    .selectFrom('waitlist_entries as w')
    .select(['w.student_id', 'w.subject_id', 'w.period_id', 'w.section_id'])
    .where('w.skip_code', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservations as rv')
            .select('rv.id')
            .whereRef('rv.subject_id', '=', 'w.subject_id')
            .where('rv.until', '>', new Date().toISOString()),
        ),
      ),
    )
    .execute();
  const problems: string[] = [];
  for (const entry of waiting) {
    const sections = await db
      .selectFrom('sections')
      .select(['id', 'part', 'linked_section_id', 'registered', 'capacity', 'closed_at'])
      .where('subject_id', '=', entry.subject_id)
      .where('period_id', '=', entry.period_id)
      .orderBy('id')
      .execute();
    const parts = [...new Set(sections.map((s) => s.part ?? ''))];
    if (parts.length < 2) continue;
    const meetings = await db
      .selectFrom('section_meetings')
      .select(['section_id', 'day', 'start_minute', 'end_minute'])
      .where(
        'section_id',
        'in',
        sections.map((s) => s.id),
      )
      .execute();
    const meet = (a: number, b: number) =>
      meetings.some(
        (m) =>
          m.section_id === a &&
          meetings.some(
            (n) =>
              n.section_id === b &&
              n.day === m.day &&
              m.start_minute < n.end_minute &&
              n.start_minute < m.end_minute,
          ),
      );
    let places: (typeof sections)[] = [[]];
    for (const part of parts) {
      const ofPart = sections.filter((s) => (s.part ?? '') === part);
      places = places.flatMap((place) => ofPart.map((s) => [...place, s]));
    }
    const free = places.find(
      (place) =>
        place.every((s) => s.registered < s.capacity && s.closed_at === null) &&
        place.every(
          (s) =>
            (s.linked_section_id === null || place.some((o) => o.id === s.linked_section_id)) &&
            place.every((o) => o.id === s.id || !meet(s.id, o.id)),
        ) &&
        (entry.section_id === null || place.some((s) => s.id === entry.section_id)),
    );
    if (free) {
      const ids = free.map((s) => s.id).join('+');
      problems.push(`sections ${ids} are a free place while student ${entry.student_id} waits`);
    }
  }
  return problems;
}
