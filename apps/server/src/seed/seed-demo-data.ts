/*
 * Demo data for an empty database (decisions.md section 4).
 *
 * The seats taken in current-period sections (`registered` in catalogue-data.ts) belong to
 * students who are not in the database: they are pre-counted, with no registration_subjects rows
 * behind them. So in the current period `sections.registered` equals the count of its
 * non-rejected rows plus that seeded number, and every change to it must still match a row.
 * Past-period sections hold exactly the demo student's rows.
 */
import type { Insertable } from 'kysely';
import { hashPassword } from '../lib/password';
import type { Database, Db } from '../db/database';
import type { Tables } from '../db/schema';
import { FACULTIES, SUBJECTS, type SeedMeeting } from './catalogue-data';
import { FACULTY_NAMES_MS, SUBJECT_TEXTS_MS } from './catalogue-data-ms';
import {
  DEMO_ADVISOR,
  DEMO_STUDENT,
  PAST_TERMS,
  STAFF,
  STUDENTS,
  type DemoUser,
} from './demo-accounts-data';
import { insertDemoHold } from './demo-hold';
import { insertHistory } from './demo-history';
import { byKey, sectionKey, type Ids } from './seed-keys';
import { insertAnnouncements, insertCalendar, isoDate } from './demo-term';
import { insertProgrammes } from './seed-structures';
import { insertResults } from './demo-results';

const CREDIT_MAX = 20;
// Students may ask their advisor for up to this many credits this semester (issue 44).
const OVERLOAD_CAP = 24;
const CURRENT = { semester: 6, academicYear: '2024/2025' };
const CURRENT_OPENED_DAYS_AGO = 14;
const CURRENT_CLOSES_IN_DAYS = 21;
const PAST_SECTION_CAPACITY = 60;

/**
 * Fills an empty database with the demo catalogue, periods, accounts and history. Returns false,
 * changing nothing, when any user exists: the database is then someone's real data.
 */
export async function seedDemoData(database: Database, now = new Date()): Promise<boolean> {
  return database.transaction(async (trx) => {
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;

    const hashes = await hashPasswords([...STAFF, ...STUDENTS].map((user) => user.password));
    const facultyIds = byKey(
      await trx
        .insertInto('faculties')
        .values(FACULTIES.map((f) => ({ ...f, name_ms: FACULTY_NAMES_MS[f.code] ?? null })))
        .returning(['id', 'code'])
        .execute(),
      (row) => row.code,
    );
    const subjectIds = await insertSubjects(trx, facultyIds);
    const periodIds = await insertPeriods(trx, now);
    const currentPeriod = periodIds.get(CURRENT.semester)!;
    await insertCalendar(trx, currentPeriod, now, CURRENT_CLOSES_IN_DAYS);
    await insertAnnouncements(trx, now, CURRENT_OPENED_DAYS_AGO);

    const sections: SectionPlan[] = SUBJECTS.flatMap((subject) =>
      subject.sections.map((section) => ({
        row: {
          period_id: currentPeriod,
          subject_id: subjectIds.get(subject.code)!,
          number: section.number,
          capacity: section.capacity,
          registered: section.registered,
          lecturer: section.lecturer,
        },
        meetings: section.meetings,
      })),
    );
    for (const term of PAST_TERMS) {
      const periodId = periodIds.get(term.semester)!;
      // A rejection gave the seat back, so a rejected subject's section holds none.
      sections.push(
        ...term.approved.map((code) => pastSection(periodId, code, subjectIds, 1)),
        ...term.rejected.map(({ code }) => pastSection(periodId, code, subjectIds, 0)),
      );
    }
    const sectionIds = await insertSections(trx, sections);

    const toRow = (user: DemoUser, advisorId: number | null) => ({
      username: user.username,
      username_key: user.username.toLowerCase(),
      password_hash: hashes.get(user.password)!,
      name: user.name,
      role: user.role,
      student_id: user.studentId,
      faculty_id: user.faculty === null ? null : facultyIds.get(user.faculty)!,
      advisor_id: advisorId,
      created_at: now.toISOString(),
    });
    const staffIds = byKey(
      await trx
        .insertInto('users')
        .values(STAFF.map((user) => toRow(user, null)))
        .returning(['id', 'username'])
        .execute(),
      (row) => row.username,
    );
    const studentIds = byKey(
      await trx
        .insertInto('users')
        .values(STUDENTS.map((user) => toRow(user, staffIds.get(user.advisor!)!)))
        .returning(['id', 'username'])
        .execute(),
      (row) => row.username,
    );

    await insertProgrammes(trx, facultyIds, studentIds, now);
    await insertDemoHold(trx, studentIds, now);
    await insertHistory(trx, {
      studentId: studentIds.get(DEMO_STUDENT)!,
      advisorId: staffIds.get(DEMO_ADVISOR)!,
      periodIds,
      subjectIds,
      sectionIds,
    });
    await insertResults(trx, studentIds, subjectIds, periodIds);
    return true;
  });
}

interface SectionPlan {
  row: Insertable<Tables['sections']>;
  meetings: SeedMeeting[];
}

/** Scrypt is slow by design, so each distinct password is hashed once, all in parallel. */
async function hashPasswords(passwords: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((password) => hashPassword(password)));
  return new Map(distinct.map((password, index) => [password, hashes[index]!]));
}

async function insertSubjects(trx: Db, facultyIds: Map<string, number>): Promise<Ids> {
  const subjectIds = byKey(
    await trx
      .insertInto('subjects')
      .values(
        SUBJECTS.map((subject) => ({
          code: subject.code,
          name: subject.name,
          name_ms: SUBJECT_TEXTS_MS[subject.code]?.name ?? null,
          credits: subject.credits,
          description: subject.description,
          description_ms: SUBJECT_TEXTS_MS[subject.code]?.description ?? null,
          year: subject.year,
          faculty_id: facultyIds.get(subject.faculty)!,
        })),
      )
      .returning(['id', 'code'])
      .execute(),
    (row) => row.code,
  );
  await trx
    .insertInto('subject_prerequisites')
    .values(
      SUBJECTS.flatMap((subject) =>
        subject.prerequisites.map((code) => ({
          subject_id: subjectIds.get(subject.code)!,
          prerequisite_id: subjectIds.get(code)!,
        })),
      ),
    )
    .execute();
  return subjectIds;
}

/** Returns period ids by semester number, which is unique among the seeded periods. */
async function insertPeriods(trx: Db, now: Date): Promise<Map<number, number>> {
  const rows = await trx
    .insertInto('registration_periods')
    .values([
      ...PAST_TERMS.map((term) => ({
        semester: term.semester,
        academic_year: term.academicYear,
        start_date: term.startDate,
        end_date: term.endDate,
        credit_max: CREDIT_MAX,
        overload_cap: null,
        closed_at: null,
        is_current: 0,
      })),
      {
        semester: CURRENT.semester,
        academic_year: CURRENT.academicYear,
        start_date: isoDate(now, -CURRENT_OPENED_DAYS_AGO),
        end_date: isoDate(now, CURRENT_CLOSES_IN_DAYS),
        credit_max: CREDIT_MAX,
        overload_cap: OVERLOAD_CAP,
        closed_at: null,
        is_current: 1,
      },
    ])
    .returning(['id', 'semester'])
    .execute();
  return byKey(rows, (row) => row.semester);
}

/** A past section keeps the lecturer and times of the subject's first section today. */
function pastSection(periodId: number, code: string, subjectIds: Ids, held: number): SectionPlan {
  const first = SUBJECTS.find((subject) => subject.code === code)!.sections[0]!;
  return {
    row: {
      period_id: periodId,
      subject_id: subjectIds.get(code)!,
      number: 1,
      capacity: PAST_SECTION_CAPACITY,
      registered: held,
      lecturer: first.lecturer,
    },
    meetings: first.meetings,
  };
}

async function insertSections(trx: Db, sections: SectionPlan[]): Promise<Ids> {
  const rows = await trx
    .insertInto('sections')
    .values(sections.map((section) => section.row))
    .returning(['id', 'period_id', 'subject_id', 'number'])
    .execute();
  const ids = byKey(rows, (row) => sectionKey(row.period_id, row.subject_id, row.number));
  await trx
    .insertInto('section_meetings')
    .values(
      sections.flatMap(({ row, meetings }) =>
        meetings.map((meeting) => ({
          section_id: ids.get(sectionKey(row.period_id, row.subject_id, row.number))!,
          day: meeting.day,
          start_minute: meeting.startMinute,
          end_minute: meeting.endMinute,
          room: meeting.room,
        })),
      ),
    )
    .execute();
  return ids;
}
