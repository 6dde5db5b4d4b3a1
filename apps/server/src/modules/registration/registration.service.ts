import type {
  AddSubjectBody,
  Meeting,
  Period,
  RegistrationStatusReply,
  SelectedSubject,
  SubjectStatus,
  SubmitReply,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { formatDate, scheduleText, toMeeting, type MeetingRow } from '../../lib/schedule';
import * as repo from './registration.repository';
import * as rules from './registration.rules';

/** What was read for the current period (undefined without one), or 404 without one. */
function requirePeriod<T>(found: T | undefined): T {
  if (!found) throw new AppError(404, 'NOT_FOUND', 'No registration period has been set up yet.');
  return found;
}

async function currentPeriod(db: Db) {
  return requirePeriod(await repo.findCurrentPeriod(db));
}

function ensureOpen(period: rules.PeriodWindow, now: Date) {
  const status = rules.periodStatus(period, now);
  if (status === 'Open') return;
  const message =
    status === 'Upcoming'
      ? `Registration has not opened yet. It opens on ${formatDate(period.start_date)}.`
      : `Registration is closed. It closed on ${formatDate(period.end_date)}.`;
  throw conflict('PERIOD_NOT_OPEN', message);
}

const underReview = () =>
  conflict(
    'REGISTRATION_UNDER_REVIEW',
    'Your registration is under review. You can change it once your advisor has decided on every subject.',
  );

/** The current period as the student sees it, with the credits of their selection. */
export async function getPeriod(db: Db, userId: number, now = new Date()): Promise<Period> {
  const period = await currentPeriod(db);
  const registration = await repo.findRegistration(db, userId, period.id);
  return {
    id: period.id,
    semester: period.semester,
    academicYear: period.academic_year,
    startDate: period.start_date,
    endDate: period.end_date,
    creditSelected: registration ? await repo.creditsHeld(db, registration.id) : 0,
    creditMax: period.credit_max,
    status: rules.periodStatus(period, now),
  };
}

export async function getStatus(db: Db, studentId: number): Promise<RegistrationStatusReply> {
  const period = await currentPeriod(db);
  const registration = await repo.findRegistration(db, studentId, period.id);
  return {
    status: registration?.status ?? 'draft',
    submittedAt: registration?.submitted_at ?? null,
  };
}

/** The student's current selection, rejected subjects included with their reasons. */
export async function listSelected(db: Db, studentId: number): Promise<SelectedSubject[]> {
  const period = await currentPeriod(db);
  const registration = await repo.findRegistration(db, studentId, period.id);
  return registration ? selectedSubjects(db, registration.id) : [];
}

interface SelectionRow {
  id: number;
  code: string;
  name: string;
  credits: number;
  faculty_id: number;
  faculty_name: string;
  status: SubjectStatus;
  rejection_reason: string | null;
  section_id: number;
  section_number: number;
  lecturer: string;
}

function toSelectedSubject(row: SelectionRow, meetings: (MeetingRow & { section_id: number })[]) {
  const own: Meeting[] = meetings.filter((m) => m.section_id === row.section_id).map(toMeeting);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    credits: row.credits,
    faculty: { id: row.faculty_id, name: row.faculty_name },
    status: row.status,
    ...(row.rejection_reason !== null ? { rejectionReason: row.rejection_reason } : {}),
    section: {
      id: row.section_id,
      number: row.section_number,
      schedule: scheduleText(own),
      lecturer: row.lecturer,
      meetings: own,
    },
  } satisfies SelectedSubject;
}

async function selectedSubjects(db: Db, registrationId: number): Promise<SelectedSubject[]> {
  const rows = await repo.selectionDetails(db, registrationId);
  const meetings = await repo.meetingsOf(
    db,
    rows.map((row) => row.section_id),
  );
  return rows.map((row) => toSelectedSubject(row, meetings));
}

/** Returned by an attempt that found the registration changed before it could write. */
const CHANGED = Symbol('registration changed');
const MAX_ATTEMPTS = 20;

/**
 * Runs one attempt at a change to the student's registration until it completes. An attempt reads
 * what it decides on, checks the rules and writes. On SQLite each attempt is one transaction, and
 * the write lock it holds keeps what it read current. On PostgreSQL there is no transaction around
 * it: the write is one call that goes through only if the registration is as it was read, and
 * otherwise the attempt returns CHANGED and reads again (two requests of one student at once, or
 * a reviewer deciding in between). Either way parallel requests cannot overbook a section, pass
 * the credit maximum or select a subject twice.
 */
async function untilCurrent<T>(
  database: Database,
  attempt: (db: Db) => Promise<T | typeof CHANGED>,
): Promise<T> {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    const outcome =
      database.engine === 'sqlite'
        ? await database.transaction(attempt)
        : await attempt(database.db);
    if (outcome !== CHANGED) return outcome;
  }
  throw new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'Your registration is changing too often right now. Please try again.',
  );
}

/** Adds a subject to the student's selection, taking a seat in one of its sections. */
export async function addSubject(
  database: Database,
  studentId: number,
  body: AddSubjectBody,
  now = new Date(),
): Promise<SelectedSubject> {
  const stamp = now.toISOString();
  try {
    return await untilCurrent(database, async (db) => {
      const context = requirePeriod(await repo.addContext(db, studentId, body.subjectId));
      const { period, registration, subject, held } = context;
      ensureOpen(period, now);
      if (!registration) {
        await repo.createRegistration(db, studentId, period.period_id, stamp);
        return CHANGED;
      }
      if (!rules.canEdit(registration.status)) throw underReview();
      if (!subject) throw notFound('That subject');
      const label = `${subject.code} ${subject.name}`;
      if (subject.selected) {
        throw conflict('ALREADY_SELECTED', `You have already selected ${label}.`);
      }
      if (context.missingPrerequisites.length > 0) {
        const names = context.missingPrerequisites.map((p) => `${p.code} ${p.name}`).join(' and ');
        throw conflict('PREREQUISITE_NOT_MET', `${label} needs ${names} to be passed first.`);
      }
      if (!rules.fitsCreditLimit(held.credits, subject.credits, period.credit_max)) {
        throw conflict(
          'CREDIT_LIMIT',
          `Adding ${subject.code} (${subject.credits} credits) would take you to ${held.credits + subject.credits} credits; the maximum is ${period.credit_max}.`,
        );
      }
      const { sections, meetings } = context;
      const candidates = sectionsToTry(context, subject, body.sectionId);
      const outcome = await repo.takeSeatIfUnchanged(db, database.engine, {
        registrationId: registration.id,
        version: registration.version,
        subjectId: subject.id,
        sectionIds: candidates,
        // The new subject is pending, so the registration is a draft again, whatever the state
        // of the others.
        status: rules.statusAfterEdit(['pending']),
        now: stamp,
      });
      if (outcome === 'changed') return CHANGED;
      if (outcome === 'full') throw subjectFull(label, body.sectionId);
      const section = sections.find((s) => s.id === outcome.sectionId)!;
      // The reply is the new selection row, made from what this attempt read and wrote.
      return toSelectedSubject(
        {
          ...subject,
          status: 'pending',
          rejection_reason: null,
          section_id: section.id,
          section_number: section.number,
          lecturer: section.lecturer,
        },
        meetings,
      );
    });
  } catch (error) {
    // The unique key on (registration, subject) is the last guard against a double add.
    if (isUniqueViolation(error))
      throw conflict('ALREADY_SELECTED', 'You have already selected that subject.');
    throw error;
  }
}

const subjectFull = (label: string, sectionId: number | undefined) =>
  conflict(
    'SUBJECT_FULL',
    sectionId === undefined
      ? `${label} is full: no seats are left.`
      : `That section of ${label} is full.`,
  );

/** The ids of the subject's sections worth trying, in order, or the refusal. */
function sectionsToTry(
  context: NonNullable<Awaited<ReturnType<typeof repo.addContext>>>,
  subject: { code: string; name: string },
  sectionId: number | undefined,
): number[] {
  const label = `${subject.code} ${subject.name}`;
  const { sections, meetings, held } = context;
  const candidates = sections.map((s) => ({
    ...s,
    meetings: meetings.filter((m) => m.section_id === s.id),
  }));
  const heldSubjects = [...new Set(held.meetings.map((row) => row.code))].map((code) => ({
    code,
    name: held.meetings.find((row) => row.code === code)!.name,
    meetings: held.meetings.filter((row) => row.code === code),
  }));
  const choice = rules.chooseSections(candidates, heldSubjects, sectionId);
  if (choice.ok) return choice.candidates.map((candidate) => candidate.id);
  if (choice.reason === 'NO_SUCH_SECTION') throw notFound(`That section of ${subject.code}`);
  if (choice.reason === 'TIME_CLASH') {
    const clash = choice.clashWith;
    throw conflict(
      'TIME_CLASH',
      `${label} clashes with ${clash.code} ${clash.name} in your timetable.`,
    );
  }
  throw subjectFull(label, sectionId);
}

/** Removes a subject from the selection and gives its seat back. */
export async function removeSubject(
  database: Database,
  studentId: number,
  subjectId: number,
  now = new Date(),
) {
  await untilCurrent(database, async (db) => {
    const { period, registration, selections } = requirePeriod(
      await repo.removeContext(db, studentId),
    );
    ensureOpen(period, now);
    const selection = selections.find((s) => s.subject_id === subjectId);
    if (!registration || !selection) throw notFound('That subject in your selection');
    if (!rules.canEdit(registration.status)) throw underReview();
    const remaining = selections.filter((s) => s !== selection).map((s) => s.status);
    const outcome = await repo.removeSelectionIfUnchanged(db, database.engine, {
      registrationId: registration.id,
      version: registration.version,
      selection,
      givesBackSeat: rules.holdsSeat(selection.status),
      status: rules.statusAfterEdit(remaining),
      now: now.toISOString(),
    });
    return outcome === 'changed' ? CHANGED : undefined;
  });
}

const submitMessages: Record<rules.SubmitRefusal, string> = {
  REGISTRATION_UNDER_REVIEW: 'Your registration has already been submitted and is under review.',
  EMPTY_SELECTION: 'Add at least one subject before submitting.',
  NOTHING_TO_SUBMIT: 'Every subject has already been decided. Add a subject to submit again.',
};

/** Sends the selection to the student's advisor for review. */
export async function submit(
  database: Database,
  studentId: number,
  now = new Date(),
): Promise<SubmitReply & { registrationId: number }> {
  return database.transaction(async (trx) => {
    const period = await currentPeriod(trx);
    ensureOpen(period, now);
    const registration = await repo.lockRegistration(trx, database.engine, studentId, period.id);
    const statuses = registration ? await repo.subjectStatuses(trx, registration.id) : [];
    const refusal = rules.submitRefusal(registration?.status ?? 'draft', statuses);
    if (refusal || !registration) {
      const code = refusal ?? 'EMPTY_SELECTION';
      throw conflict(code, submitMessages[code]);
    }
    const submittedAt = now.toISOString();
    await repo.markSubmitted(trx, registration.id, submittedAt);
    return { status: 'submitted', submittedAt, registrationId: registration.id };
  });
}
