import type {
  AddSubjectBody,
  Meeting,
  Period,
  RegistrationStatusReply,
  SelectedSubject,
  SubjectStatus,
  SubmitReply,
} from '@daftar/contract';
import type { Database, Db, Engine } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { formatDate, scheduleText, toMeeting, type MeetingRow } from '../../lib/schedule';
import * as repo from './registration.repository';
import * as rules from './registration.rules';

type PeriodRow = NonNullable<Awaited<ReturnType<typeof repo.findCurrentPeriod>>>;

async function currentPeriod(db: Db): Promise<PeriodRow> {
  const period = await repo.findCurrentPeriod(db);
  if (!period) throw new AppError(404, 'NOT_FOUND', 'No registration period has been set up yet.');
  return period;
}

function ensureOpen(period: PeriodRow, now: Date) {
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

/**
 * Adds a subject to the student's selection, taking a seat in one of its sections. Every rule is
 * checked inside one transaction that holds the student's registration, so parallel requests
 * cannot overbook a section, pass the credit maximum or select a subject twice.
 */
export async function addSubject(
  database: Database,
  studentId: number,
  body: AddSubjectBody,
  now = new Date(),
): Promise<SelectedSubject> {
  try {
    return await database.transaction(async (trx) => {
      const period = await currentPeriod(trx);
      ensureOpen(period, now);
      const stamp = now.toISOString();
      const registration = await repo.lockOrCreateRegistration(
        trx,
        database.engine,
        studentId,
        period.id,
        stamp,
      );
      if (!rules.canEdit(registration.status)) throw underReview();
      const subject = await repo.findOfferedSubject(
        trx,
        body.subjectId,
        period.id,
        registration.id,
      );
      if (!subject) throw notFound('That subject');
      const label = `${subject.code} ${subject.name}`;
      if (subject.selected) {
        throw conflict('ALREADY_SELECTED', `You have already selected ${label}.`);
      }
      const missing = subject.has_prerequisites
        ? await repo.missingPrerequisites(trx, studentId, subject.id, period.start_date)
        : [];
      if (missing.length > 0) {
        const names = missing.map((p) => `${p.code} ${p.name}`).join(' and ');
        throw conflict('PREREQUISITE_NOT_MET', `${label} needs ${names} to be passed first.`);
      }
      const { credits: held, meetings: heldMeetings } = await repo.heldSelection(
        trx,
        registration.id,
      );
      if (!rules.fitsCreditLimit(held, subject.credits, period.credit_max)) {
        throw conflict(
          'CREDIT_LIMIT',
          `Adding ${subject.code} (${subject.credits} credits) would take you to ${held + subject.credits} credits; the maximum is ${period.credit_max}.`,
        );
      }
      // The new subject is pending, so the registration is a draft again, whatever the state
      // of the others. Set before the seat is taken: on PostgreSQL the section's row lock, which
      // every student racing for that section waits on, is then held only until the commit.
      await repo.setRegistrationStatus(
        trx,
        registration.id,
        rules.statusAfterEdit(['pending']),
        stamp,
      );
      const { section, meetings } = await takeSeatInSection(
        trx,
        database.engine,
        { registrationId: registration.id, now: stamp, held: heldMeetings },
        subject,
        period.id,
        body.sectionId,
      );
      // The reply is the new selection row, made from what this transaction read and wrote.
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

/** Takes a seat in a section of the subject and records the selection, or refuses. */
async function takeSeatInSection(
  trx: Db,
  engine: Engine,
  registration: {
    registrationId: number;
    now: string;
    held: Awaited<ReturnType<typeof repo.heldSelection>>['meetings'];
  },
  subject: { id: number; code: string; name: string },
  periodId: number,
  sectionId: number | undefined,
) {
  const { registrationId, now, held: heldRows } = registration;
  const label = `${subject.code} ${subject.name}`;
  const { sections, meetings } = await repo.sectionsOf(trx, subject.id, periodId);
  const candidates = sections.map((s) => ({
    ...s,
    meetings: meetings.filter((m) => m.section_id === s.id),
  }));
  const held = [...new Set(heldRows.map((row) => row.code))].map((code) => ({
    code,
    name: heldRows.find((row) => row.code === code)!.name,
    meetings: heldRows.filter((row) => row.code === code),
  }));

  const choice = rules.chooseSections(candidates, held, sectionId);
  if (!choice.ok) {
    if (choice.reason === 'NO_SUCH_SECTION') throw notFound(`That section of ${subject.code}`);
    if (choice.reason === 'TIME_CLASH') {
      const clash = choice.clashWith;
      throw conflict(
        'TIME_CLASH',
        `${label} clashes with ${clash.code} ${clash.name} in your timetable.`,
      );
    }
  } else {
    for (const candidate of choice.candidates) {
      const values = { registrationId, subjectId: subject.id, sectionId: candidate.id, now };
      if (await repo.takeSeatWithSelection(trx, engine, values)) {
        return { section: sections.find((s) => s.id === candidate.id)!, meetings };
      }
    }
  }
  throw conflict(
    'SUBJECT_FULL',
    sectionId === undefined
      ? `${label} is full: no seats are left.`
      : `That section of ${label} is full.`,
  );
}

/** Removes a subject from the selection and gives its seat back. */
export async function removeSubject(
  database: Database,
  studentId: number,
  subjectId: number,
  now = new Date(),
) {
  await database.transaction(async (trx) => {
    const period = await currentPeriod(trx);
    ensureOpen(period, now);
    const registration = await repo.lockRegistration(trx, database.engine, studentId, period.id);
    const selections = registration ? await repo.selectionsOf(trx, registration.id) : [];
    const selection = selections.find((s) => s.subject_id === subjectId);
    if (!registration || !selection) throw notFound('That subject in your selection');
    if (!rules.canEdit(registration.status)) throw underReview();
    // The status the registration has once the subject is gone, then the row and its seat: on
    // PostgreSQL the section's row lock is held only from the seat's update to the commit.
    const remaining = selections.filter((s) => s !== selection).map((s) => s.status);
    await repo.setRegistrationStatus(
      trx,
      registration.id,
      rules.statusAfterEdit(remaining),
      now.toISOString(),
    );
    await repo.deleteSelection(trx, database.engine, selection);
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
    await repo.setRegistrationStatus(trx, registration.id, 'submitted', submittedAt, submittedAt);
    return { status: 'submitted', submittedAt, registrationId: registration.id };
  });
}
