import type {
  AddSubjectBody,
  Meeting,
  Period,
  RegistrationStatusReply,
  SelectedSubject,
  SubmitReply,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { formatDate, scheduleText, toMeeting } from '../../lib/schedule';
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

async function selectedSubjects(db: Db, registrationId: number, subjectId?: number) {
  const rows = await repo.selectionDetails(db, registrationId, subjectId);
  const meetings = await repo.meetingsOf(
    db,
    rows.map((row) => row.section_id),
  );
  return rows.map((row): SelectedSubject => {
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
    };
  });
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
      const subject = await repo.findOfferedSubject(trx, body.subjectId, period.id);
      if (!subject) throw notFound('That subject');
      const label = `${subject.code} ${subject.name}`;
      if (await repo.findSelection(trx, registration.id, subject.id)) {
        throw conflict('ALREADY_SELECTED', `You have already selected ${label}.`);
      }
      const missing = await repo.missingPrerequisites(
        trx,
        studentId,
        subject.id,
        period.start_date,
      );
      if (missing.length > 0) {
        const names = missing.map((p) => `${p.code} ${p.name}`).join(' and ');
        throw conflict('PREREQUISITE_NOT_MET', `${label} needs ${names} to be passed first.`);
      }
      const held = await repo.creditsHeld(trx, registration.id);
      if (!rules.fitsCreditLimit(held, subject.credits, period.credit_max)) {
        throw conflict(
          'CREDIT_LIMIT',
          `Adding ${subject.code} (${subject.credits} credits) would take you to ${held + subject.credits} credits; the maximum is ${period.credit_max}.`,
        );
      }
      const sectionId = await takeSeatInSection(
        trx,
        registration.id,
        subject,
        period.id,
        body.sectionId,
      );
      await repo.insertSelection(trx, {
        registrationId: registration.id,
        subjectId: subject.id,
        sectionId,
        now: stamp,
      });
      const statuses = await repo.subjectStatuses(trx, registration.id);
      await repo.setRegistrationStatus(
        trx,
        registration.id,
        rules.statusAfterEdit(statuses),
        stamp,
      );
      const [selected] = await selectedSubjects(trx, registration.id, subject.id);
      return selected!;
    });
  } catch (error) {
    // The unique key on (registration, subject) is the last guard against a double add.
    if (isUniqueViolation(error))
      throw conflict('ALREADY_SELECTED', 'You have already selected that subject.');
    throw error;
  }
}

async function takeSeatInSection(
  trx: Db,
  registrationId: number,
  subject: { id: number; code: string; name: string },
  periodId: number,
  sectionId: number | undefined,
): Promise<number> {
  const label = `${subject.code} ${subject.name}`;
  const sections = await repo.sectionsOf(trx, subject.id, periodId);
  const meetings = await repo.meetingsOf(
    trx,
    sections.map((s) => s.id),
  );
  const candidates = sections.map((s) => ({
    ...s,
    meetings: meetings.filter((m) => m.section_id === s.id),
  }));
  const heldRows = await repo.heldMeetings(trx, registrationId);
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
    for (const section of choice.candidates) {
      if (await repo.takeSeat(trx, section.id)) return section.id;
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
    const selection = registration && (await repo.findSelection(trx, registration.id, subjectId));
    if (!registration || !selection) throw notFound('That subject in your selection');
    if (!rules.canEdit(registration.status)) throw underReview();
    await repo.deleteSelection(trx, selection.id);
    if (rules.holdsSeat(selection.status)) await repo.giveBackSeat(trx, selection.section_id);
    const statuses = await repo.subjectStatuses(trx, registration.id);
    await repo.setRegistrationStatus(
      trx,
      registration.id,
      rules.statusAfterEdit(statuses),
      now.toISOString(),
    );
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
