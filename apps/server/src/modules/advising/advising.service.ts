import type { reviewQueueQuerySchema } from '@daftar/contract';
import {
  REASON_TEMPLATES_MAX,
  type CreateReasonTemplateBody,
  type ReasonTemplate,
  type RegistrationNotes,
  type ReviewContext,
  type ReviewQueuePage,
  type UpdateReasonTemplateBody,
} from '@daftar/contract';
import type { z } from 'zod';
import type { Database, Db } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { toMeeting } from '../../lib/schedule';
import type { Meeting } from '@daftar/contract';
import type { AuthUser } from '../../plugins/auth';
import { meetingsOfSections, quotaOf } from '../catalogue/catalogue.service';
import { listHistory } from '../history/history.service';
import {
  placeOf,
  subjectsOfRegistrations,
  type RegistrationSubject,
} from '../registration/registration.service';
import { amendedRegistrations } from '../review/amendments.service';
import { requireReviewable } from '../review/review.service';
import { toAcademicSummary } from '../academic-record/academic-record.service';
import { studentHolds } from '../holds/holds.service';
import { creditMaxOf, holdsSeat } from '../seats/seats.service';
import { registrationProgress } from './advising-progress';
import * as repo from './advising.repository';

type QueueQuery = z.output<typeof reviewQueueQuerySchema>;

/** The reviewer's queue: one page with the filters, and the count in each status. */
export async function reviewQueue(
  db: Db,
  reviewer: AuthUser,
  query: QueueQuery,
): Promise<ReviewQueuePage> {
  const filters = { q: query.q || undefined, year: query.year };
  const [rows, counts] = await Promise.all([
    repo.queuePage(db, reviewer, { ...query, ...filters }),
    repo.countQueue(db, reviewer, filters),
  ]);
  const amended = await amendedRegistrations(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      student: { id: row.student_id, name: row.student_name, studentId: row.student_number },
      period: { semester: row.semester, academicYear: row.academic_year },
      submittedAt: row.submitted_at!,
      totalCredits: Number(row.credits),
      totalSubjects: Number(row.subjects),
      amendment: amended.has(row.id),
      status: row.status,
      yearOfStudy: row.year_of_study,
      decidedSubjects: Number(row.decided),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: counts[query.status],
    counts,
  };
}

/**
 * What bears on deciding a registration: the student, the credits against the period's limits,
 * the student's academic record, each subject's prerequisites with the student's grade in each, seats and waiting, the
 * meetings with any clash among the subjects that hold seats, and the student's other
 * registrations as they see them; and what each subject counts toward in the student's programme
 * structure, with their progress through it (issue 45).
 */
export async function reviewContext(
  db: Db,
  reviewer: AuthUser,
  registrationId: number,
): Promise<ReviewContext> {
  await requireReviewable(db, reviewer, registrationId);
  const registration = await repo.registrationContext(db, registrationId);
  const subjects = await subjectsOfRegistrations(db, [registrationId]);
  const subjectIds = subjects.map((s) => s.id);
  const [prerequisites, seats, meetings, history] = await Promise.all([
    repo.prerequisitesOf(db, subjectIds, registration.student_id, registration.start_date),
    quotaOf(db, subjectIds),
    meetingsOfSections(
      db,
      subjects.flatMap((s) => placeOf(s).map((section) => section.id)),
    ),
    listHistory(db, registration.student_id),
  ]);
  const [holds, structure] = await Promise.all([
    studentHolds(db, registration.student_id),
    registrationProgress(db, registration.student_id, subjects),
  ]);
  const meetingsOverlap = (a: Meeting, b: Meeting) =>
    a.day === b.day && a.startTime < b.endTime && b.startTime < a.endTime;
  // A subject of several parts meets in each part's section (decision 039), each meeting named.
  const meetingsOf = (subject: RegistrationSubject) =>
    placeOf(subject).flatMap((section) =>
      meetings
        .filter((m) => m.section_id === section.id)
        .map((m) => ({
          ...toMeeting(m),
          ...(section.part ? { section: `${section.part}${section.number}` } : {}),
        })),
    );
  const holding = subjects.filter((s) => holdsSeat(s.status));
  return {
    student: {
      id: registration.student_id,
      name: registration.student_name,
      studentId: registration.student_number,
      yearOfStudy: registration.year_of_study,
      faculty: registration.faculty_name,
      facultyMs: registration.faculty_name_ms,
      record: toAcademicSummary(registration),
      holds,
    },
    credits: {
      total: holding.reduce((sum, s) => sum + s.credits, 0),
      min: registration.credit_min,
      max: creditMaxOf(registration),
    },
    subjects: subjects.map((subject) => {
      const own = meetingsOf(subject);
      const quota = seats.find((q) => q.subjectId === subject.id);
      return {
        subjectId: subject.id,
        code: subject.code,
        prerequisites: prerequisites
          .filter((p) => p.subject_id === subject.id)
          .map((p) => ({
            id: p.id,
            code: p.code,
            name: p.name,
            nameMs: p.name_ms,
            met: Boolean(p.met),
            grade: p.grade,
          })),
        seats: {
          capacity: quota?.newQuota.total ?? 0,
          registered: quota?.newQuota.registered ?? 0,
          waiting: quota?.waiting ?? 0,
        },
        sectionNumber: subject.section.number,
        // A rejected subject holds no seat, so no place in the student's week.
        meetings: holdsSeat(subject.status) ? own : [],
        clashesWith: holdsSeat(subject.status)
          ? holding
              .filter(
                (other) =>
                  other.id !== subject.id &&
                  meetingsOf(other).some((m) => own.some((o) => meetingsOverlap(m, o))),
              )
              .map((other) => other.code)
          : [],
        countsToward: structure.countsToward(subject.code),
      };
    }),
    history: history.filter((entry) => entry.id !== registrationId),
    progress: structure.progress,
  };
}

const toTemplate = (row: Awaited<ReturnType<typeof repo.listTemplates>>[number]) => ({
  id: row.id,
  title: row.title,
  titleMs: row.title_ms,
  text: row.text,
  textMs: row.text_ms,
  updatedAt: row.updated_at,
});

/** A template body's texts as their columns; a text left out stays as it is. */
function templateColumns<T extends UpdateReasonTemplateBody>(body: T) {
  const { titleMs, textMs, ...english } = body;
  return {
    ...english,
    ...(titleMs === undefined ? {} : { title_ms: titleMs }),
    ...(textMs === undefined ? {} : { text_ms: textMs }),
  };
}

/** The rejection reasons the reviewer keeps, by title. */
export async function listTemplates(db: Db, ownerId: number): Promise<ReasonTemplate[]> {
  return (await repo.listTemplates(db, ownerId)).map(toTemplate);
}

export async function createTemplate(
  database: Database,
  ownerId: number,
  body: CreateReasonTemplateBody,
  now = new Date(),
): Promise<ReasonTemplate> {
  // In one transaction, so two saves at once cannot both pass the limit.
  return database.transaction(async (trx) => {
    if ((await repo.countTemplates(trx, ownerId)) >= REASON_TEMPLATES_MAX) {
      throw conflict('TEMPLATE_LIMIT', { params: { max: REASON_TEMPLATES_MAX } });
    }
    const row = await trx
      .insertInto('reason_templates')
      .values({ owner_id: ownerId, ...templateColumns(body), updated_at: now.toISOString() })
      .returning(['id', 'title', 'title_ms', 'text', 'text_ms', 'updated_at'])
      .executeTakeFirstOrThrow();
    return toTemplate(row);
  });
}

/** Changes one of the reviewer's own reasons; another reviewer's does not exist for them. */
export async function updateTemplate(
  db: Db,
  ownerId: number,
  id: number,
  body: UpdateReasonTemplateBody,
  now = new Date(),
): Promise<ReasonTemplate> {
  const row = await db
    .updateTable('reason_templates')
    .set({ ...templateColumns(body), updated_at: now.toISOString() })
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .returning(['id', 'title', 'title_ms', 'text', 'text_ms', 'updated_at'])
    .executeTakeFirst();
  if (!row) throw notFound('reasonTemplate');
  return toTemplate(row);
}

export async function deleteTemplate(db: Db, ownerId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('reason_templates')
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('reasonTemplate');
}

/** The reviewers' note on a registration they may see, with every earlier version. */
export async function registrationNotes(
  db: Db,
  reviewer: AuthUser,
  registrationId: number,
): Promise<RegistrationNotes> {
  await requireReviewable(db, reviewer, registrationId);
  const versions = (await repo.notesOf(db, registrationId)).map((row) => ({
    text: row.text,
    author: { id: row.author_id, name: row.author_name },
    at: row.created_at,
  }));
  // A cleared note is a version with no text: it stays in the history, and there is no note.
  const current = versions[0]?.text ? versions[0] : null;
  return { current, history: current ? versions.slice(1) : versions };
}

/** Keeps a new version of the note (empty clears it); no version is ever changed or removed. */
export async function saveNote(
  db: Db,
  reviewer: AuthUser,
  registrationId: number,
  text: string,
  now = new Date(),
): Promise<RegistrationNotes> {
  await requireReviewable(db, reviewer, registrationId);
  await db
    .insertInto('registration_notes')
    .values({
      registration_id: registrationId,
      author_id: reviewer.id,
      text,
      created_at: now.toISOString(),
    })
    .execute();
  return registrationNotes(db, reviewer, registrationId);
}
