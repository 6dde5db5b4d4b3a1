import { sql, type RawBuilder } from 'kysely';
import type { jsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Db } from '../../db/database';
import { approvedOverloadCredits, standingCreditMax } from '../periods/periods.service';
import { bestGrade, prerequisiteMet } from '../academic-record/academic-record.service';

// The reads a seat change is decided on, shared by both engines' stores (seats.sqlite.ts,
// seats.postgres.ts); seats.contexts.ts turns their rows into what the ledger uses.

/** How an engine builds the two things the shared reads write differently. */
export interface EngineSql {
  jsonArrayFrom: typeof jsonArrayFrom;
  /** The registration's row version, `r` being the registration. */
  rowVersion: RawBuilder<string | null>;
}

export const periodAndRegistrationColumns = [
  'p.id as period_id',
  'p.start_date',
  'p.end_date',
  'p.closed_at',
  'p.add_drop_end_date',
  // The later stages (issue 47): after the window, add/drop amends and late registration registers.
  'p.add_drop_start_date',
  'p.late_registration_end_date',
  'p.credit_max',
  // The student's year and, when their year opens at its own time, that time.
  'me.year_of_study',
  'o.opens_at',
  // Only an active student changes their registration (issue 43).
  'me.student_status',
  // The student's standing sets their credit maximum; credits earned may open the period early.
  'p.credit_max_probation',
  'p.credits_opening_min',
  'p.credits_opens_at',
  'ar.standing',
  'ar.credits_earned',
  'r.id as registration_id',
  'r.status as registration_status',
] as const;

/**
 * The student's active holds that block registration changes (issue 44), oldest first: read with
 * every seat change, so the one rule function refuses them on every path.
 */
export function registerHolds(db: Db, engine: EngineSql, studentId: number) {
  return engine
    .jsonArrayFrom(
      db
        .selectFrom('holds as hd')
        .select([
          'hd.id',
          'hd.type',
          'hd.reason_en',
          'hd.reason_ms',
          'hd.how_to_clear_en',
          'hd.how_to_clear_ms',
          'hd.contact',
        ])
        .where('hd.student_id', '=', studentId)
        .where('hd.released_at', 'is', null)
        .where('hd.blocks_register', '=', 1)
        .orderBy('hd.placed_at')
        .orderBy('hd.id'),
    )
    .as('register_holds');
}

/**
 * Everything adding `subjectId` is decided on, in one query: the current period, the student's
 * registration with its row version, the subject if offered in the period (a cross-listed code's
 * owner, under the code named), the prerequisites the
 * student has not met (academic-record.prerequisites.ts) with their best grade in each, what the registration holds (one row per
 * meeting), and the subject's sections with their meetings. Lists come back as JSON arrays.
 */
export function addContextSelect(db: Db, engine: EngineSql, studentId: number, subjectId: number) {
  return (
    db
      .selectFrom('registration_periods as p')
      .leftJoin('registrations as r', (join) =>
        join.onRef('r.period_id', '=', 'p.id').on('r.student_id', '=', studentId),
      )
      .leftJoin('users as me', (join) => join.on('me.id', '=', studentId))
      .leftJoin('student_records as ar', 'ar.student_id', 'me.id')
      .leftJoin('period_year_openings as o', (join) =>
        join.onRef('o.period_id', '=', 'p.id').onRef('o.year', '=', 'me.year_of_study'),
      )
      // The subject as named, and the subject whose sections and seats it has: itself, or the
      // owner of a cross-listed code (decision 042), whose code and names the student sees.
      .leftJoin('subjects as named', (join) => join.on('named.id', '=', subjectId))
      .leftJoin('subjects as s', (join) =>
        join.on((eb) => eb('s.id', '=', eb.fn.coalesce('named.cross_listed_with', 'named.id'))),
      )
      .leftJoin('faculties as f', 'f.id', 'named.faculty_id')
      .select((eb) => [
        ...periodAndRegistrationColumns,
        engine.rowVersion.as('registration_version'),
        approvedOverloadCredits(db, studentId).as('overload_credits'),
        standingCreditMax(db).as('standing_credit_max'),
        registerHolds(db, engine, studentId),
        's.id as subject_id',
        'named.code',
        'named.name',
        'named.name_ms',
        's.credits',
        'f.id as faculty_id',
        'f.name as faculty_name',
        'f.name_ms as faculty_name_ms',
        eb
          .exists(
            eb
              .selectFrom('sections as os')
              .select('os.id')
              .whereRef('os.subject_id', '=', 's.id')
              .whereRef('os.period_id', '=', 'p.id'),
          )
          .as('offered'),
        eb
          .exists(
            eb
              .selectFrom('registration_subjects as rs')
              .select('rs.id')
              .whereRef('rs.registration_id', '=', 'r.id')
              .whereRef('rs.subject_id', '=', 's.id'),
          )
          .as('selected'),
        // An approved permit for the subject (decision 041): a refusal it may pass is made again.
        eb
          .exists(
            eb
              .selectFrom('permits as pm')
              .select('pm.id')
              .where('pm.student_id', '=', studentId)
              .whereRef('pm.subject_id', '=', 's.id')
              .whereRef('pm.period_id', '=', 'p.id')
              .where('pm.status', '=', 'approved'),
          )
          .as('permitted'),
        engine
          .jsonArrayFrom(
            eb
              .selectFrom('subject_prerequisites as sp')
              .innerJoin('subjects as pre', 'pre.id', 'sp.prerequisite_id')
              .select([
                'pre.code',
                'pre.name',
                'pre.name_ms as nameMs',
                bestGrade(studentId, 'sp.prerequisite_id').as('grade'),
              ])
              .whereRef('sp.subject_id', '=', 's.id')
              .where((inner) =>
                inner.not(
                  prerequisiteMet(studentId, 'sp.prerequisite_id', sql.ref('p.start_date')),
                ),
              )
              .orderBy('pre.code'),
          )
          .as('missing_prerequisites'),
        engine
          .jsonArrayFrom(
            eb
              .selectFrom('registration_subjects as h')
              .innerJoin('subjects as hs', (join) =>
                join.on((inner) =>
                  inner('hs.id', '=', inner.fn.coalesce('h.listed_as_id', 'h.subject_id')),
                ),
              )
              .leftJoin('section_meetings as hm', 'hm.section_id', 'h.section_id')
              .select([
                'h.id',
                'h.subject_id',
                'hs.code',
                'hs.name',
                'hs.name_ms',
                'hs.credits',
                'h.status',
                'hm.day',
                'hm.start_minute',
                'hm.end_minute',
              ])
              .whereRef('h.registration_id', '=', 'r.id')
              .where('h.status', '!=', 'rejected'),
          )
          .as('held'),
        engine
          .jsonArrayFrom(
            eb
              .selectFrom('sections as sec')
              .select([
                'sec.id',
                'sec.number',
                'sec.capacity',
                'sec.registered',
                'sec.lecturer',
                'sec.closed_at',
                'sec.part',
                'sec.linked_section_id',
              ])
              .whereRef('sec.subject_id', '=', 's.id')
              .whereRef('sec.period_id', '=', 'p.id')
              .orderBy('sec.number'),
          )
          .as('sections'),
        eb
          .selectFrom('waitlist_entries as wc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('wc.subject_id', '=', 's.id')
          .whereRef('wc.period_id', '=', 'p.id')
          .as('waiting_count'),
        eb
          .selectFrom('waitlist_entries as wm')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('wm.student_id', '=', studentId)
          .whereRef('wm.period_id', '=', 'p.id')
          .as('waiting_places'),
        eb
          .exists(
            eb
              .selectFrom('waitlist_entries as ws')
              .select('ws.id')
              .whereRef('ws.subject_id', '=', 's.id')
              .whereRef('ws.period_id', '=', 'p.id')
              .where('ws.student_id', '=', studentId),
          )
          .as('waiting_self'),
        engine
          .jsonArrayFrom(
            eb
              .selectFrom('section_meetings as m')
              .innerJoin('sections as ms', 'ms.id', 'm.section_id')
              .select(['m.section_id', 'm.day', 'm.start_minute', 'm.end_minute', 'm.room'])
              .whereRef('ms.subject_id', '=', 's.id')
              .whereRef('ms.period_id', '=', 'p.id')
              .orderBy('ms.number')
              .orderBy('m.day')
              .orderBy('m.start_minute'),
          )
          .as('section_meetings'),
        // Whether the subject has reservations: the few that do read them apart (reservationsOfSubjects),
        // so every other add's read stays as short as before (a JSON list here cost 18 % of the
        // SQLite rush).
        eb
          .exists(
            eb
              .selectFrom('reservations as rv')
              .select('rv.id')
              .whereRef('rv.subject_id', '=', 's.id'),
          )
          .as('reserved'),
        // Whether the student holds a place of several parts, whose other parts' meetings clash
        // too: read apart (heldPartMeetings) by the few who do, as reservations are.
        eb
          .exists(
            eb
              .selectFrom('registration_subjects as hp')
              .innerJoin('selection_sections as hps', 'hps.selection_id', 'hp.id')
              .select('hps.id')
              .whereRef('hp.registration_id', '=', 'r.id')
              .where('hp.status', '!=', 'rejected'),
          )
          .as('held_parts'),
      ])
      .where('p.is_current', '=', sql.lit(1))
  );
}

/** The meetings of the other parts of a registration's places of several parts (decision 039). */
export function heldPartMeetings(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_subjects as h')
    .innerJoin('selection_sections as ss', 'ss.selection_id', 'h.id')
    .innerJoin('section_meetings as m', 'm.section_id', 'ss.section_id')
    .select(['h.id', 'm.day', 'm.start_minute', 'm.end_minute'])
    .where('h.registration_id', '=', registrationId)
    .where('h.status', '!=', 'rejected')
    .execute();
}
