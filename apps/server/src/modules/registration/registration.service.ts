import type {
  AddSubjectBody,
  Meeting,
  RegistrationStatusReply,
  SelectedSubject,
  SubjectStatus,
  SubmitReply,
  ChangeSectionBody,
  Language,
  WaitlistPlace,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { scheduleText, toMeeting, type MeetingRow } from '../../lib/schedule';
import { meetingsOfSections } from '../catalogue/catalogue.service';
import { refuseIfHeld } from '../holds/holds.service';
import { currentPeriod, currentStudentPeriod } from '../periods/periods.service';
export { getPeriod } from './registration.period';
import {
  changeStage,
  inactiveStatus,
  isAllowedTransition,
  periodNotOpen,
  periodStatus,
  stageRefused,
  studentNotActive,
  waitlistPlaces,
  type SeatLedger,
  type SeatTaken,
} from '../seats/seats.service';
import * as repo from './registration.repository';
import * as rules from './registration.rules';

/** A subject of a registration with its section and decision: what every screen of one shows. */
export interface RegistrationSubject {
  selectionId: number;
  registrationId: number;
  id: number;
  code: string;
  name: string;
  nameMs: string | null;
  credits: number;
  faculty: { id: number; name: string; nameMs: string | null };
  status: SubjectStatus;
  rejectionReason: string | null;
  section: PlaceSection;
  /** A subject of several parts (decision 039): the place's section of each, the first first. */
  parts?: PlaceSection[];
}

interface PlaceSection {
  id: number;
  number: number;
  lecturer: string;
  part?: string | null;
}

/** The sections a selection holds: every part's, or its one section. */
export const placeOf = (subject: Pick<RegistrationSubject, 'section' | 'parts'>) =>
  subject.parts ?? [subject.section];

function toRegistrationSubject(
  row: repo.RegistrationSubjectRow,
  others: Awaited<ReturnType<typeof repo.otherPartsOf>>,
): RegistrationSubject {
  const section = { id: row.section_id, number: row.section_number, lecturer: row.lecturer };
  const own = others.filter((other) => other.selection_id === row.selection_id);
  return {
    ...(own.length === 0
      ? {}
      : {
          parts: [
            { ...section, part: row.section_part },
            ...own.map(({ id, number, lecturer, part }) => ({ id, number, lecturer, part })),
          ],
        }),
    selectionId: row.selection_id,
    registrationId: row.registration_id,
    id: row.id,
    code: row.code,
    name: row.name,
    nameMs: row.name_ms,
    credits: row.credits,
    faculty: { id: row.faculty_id, name: row.faculty_name, nameMs: row.faculty_name_ms },
    status: row.status,
    rejectionReason: row.rejection_reason,
    section,
  };
}

/** The subjects of the given registrations, in the order they were added. */
export async function subjectsOfRegistrations(
  db: Db,
  registrationIds: number[],
): Promise<RegistrationSubject[]> {
  const rows = await repo.subjectsOfRegistrations(db, registrationIds);
  const others = await repo.otherPartsOf(
    db,
    rows.map((row) => row.selection_id),
  );
  return rows.map((row) => toRegistrationSubject(row, others));
}

export async function getStatus(db: Db, studentId: number): Promise<RegistrationStatusReply> {
  const period = await currentPeriod(db);
  const registration = await repo.findRegistration(db, studentId, period.id);
  return {
    status: registration?.status ?? 'draft',
    submittedAt: registration?.submitted_at ?? null,
    lateAt: registration?.late_at ?? null,
  };
}

function toSelectedSubject(
  subject: Omit<RegistrationSubject, 'selectionId' | 'registrationId'>,
  meetings: (MeetingRow & { section_id: number })[],
): SelectedSubject {
  const held = (section: PlaceSection) => {
    const own: Meeting[] = meetings.filter((m) => m.section_id === section.id).map(toMeeting);
    return {
      id: section.id,
      number: section.number,
      lecturer: section.lecturer,
      schedule: scheduleText(own),
      meetings: own,
      ...(section.part ? { part: section.part } : {}),
    };
  };
  return {
    id: subject.id,
    code: subject.code,
    name: subject.name,
    nameMs: subject.nameMs,
    credits: subject.credits,
    faculty: subject.faculty,
    status: subject.status,
    ...(subject.rejectionReason !== null ? { rejectionReason: subject.rejectionReason } : {}),
    section: held(subject.section),
    ...(subject.parts ? { parts: subject.parts.map(held) } : {}),
  };
}

/** The student's current selection, rejected subjects included with their reasons. */
export async function listSelected(db: Db, studentId: number): Promise<SelectedSubject[]> {
  const period = await currentPeriod(db);
  const registration = await repo.findRegistration(db, studentId, period.id);
  if (!registration) return [];
  const subjects = await subjectsOfRegistrations(db, [registration.id]);
  const meetings = await meetingsOfSections(
    db,
    subjects.flatMap((subject) => placeOf(subject).map((s) => s.id)),
  );
  return subjects.map((subject) => toSelectedSubject(subject, meetings));
}

/** Adds a subject to the student's selection, taking a seat in one of its sections. */
export async function addSubject(
  seats: SeatLedger,
  studentId: number,
  body: AddSubjectBody,
  now = new Date(),
): Promise<SelectedSubject> {
  const taken = await seats.add(studentId, body, now);
  // The reply is the new selection, made from what the ledger read and wrote.
  return toSelectedSubject(selectionOf(taken, 'pending'), taken.meetings);
}

/** A subject with the section the ledger gave it, as a selection. */
function selectionOf(
  { subject, section, sections }: SeatTaken,
  status: SubjectStatus,
): Omit<RegistrationSubject, 'selectionId' | 'registrationId'> {
  const place = (s: SeatTaken['sections'][number]) => ({
    id: s.id,
    number: s.number,
    lecturer: s.lecturer,
    part: s.part,
  });
  return {
    ...(sections.length > 1 ? { parts: sections.map(place) } : {}),
    id: subject.id,
    code: subject.code,
    name: subject.name,
    nameMs: subject.nameMs,
    credits: subject.credits,
    faculty: {
      id: subject.faculty_id,
      name: subject.faculty_name,
      nameMs: subject.faculty_name_ms,
    },
    status,
    rejectionReason: null,
    section: { id: section.id, number: section.number, lecturer: section.lecturer },
  };
}

/** Moves the student to another section of a subject they hold, in one step. */
export async function changeSection(
  seats: SeatLedger,
  studentId: number,
  subjectId: number,
  body: ChangeSectionBody,
  now = new Date(),
): Promise<SelectedSubject> {
  const sectionIds = body.sectionIds ?? [body.sectionId!];
  const moved = await seats.changeSection(studentId, subjectId, sectionIds, now);
  return toSelectedSubject(selectionOf(moved, moved.status), moved.meetings);
}

/** The student's places on waitlists of the current period, first joined first. */
export async function listWaitlist(
  db: Db,
  studentId: number,
  language: Language,
): Promise<WaitlistPlace[]> {
  const places = await waitlistPlaces(db, { studentId });
  return places.map(({ studentId: _student, skippedBecause, ...place }) => ({
    ...place,
    skippedBecause: skippedBecause(language),
  }));
}

/** Removes a subject from the selection and gives its seat back (to a waiting student, if one can take it). */
export async function removeSubject(
  seats: SeatLedger,
  studentId: number,
  subjectId: number,
  now = new Date(),
): Promise<void> {
  await seats.remove(studentId, subjectId, now);
}

// The submit refusals' variants: under review is the submitted sentence, not the editing one.
const submitContexts: Record<rules.SubmitRefusal, string | undefined> = {
  REGISTRATION_UNDER_REVIEW: 'submitted',
  EMPTY_SELECTION: undefined,
  NOTHING_TO_SUBMIT: undefined,
};

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** A student sent their selection to their advisor (who has none when `advisorId` is null). */
    registrationSubmitted: {
      registrationId: number;
      studentId: number;
      studentName: string;
      studentNumber: string | null;
      advisorId: number | null;
      submittedAt: string;
      /** The subjects the advisor has to decide. */
      pendingSubjects: number;
    };
  }
}

/** Sends the selection to the student's advisor for review. */
export async function submit(
  database: Database,
  seats: SeatLedger,
  studentId: number,
  now = new Date(),
): Promise<SubmitReply> {
  const period = await currentStudentPeriod(database.db, studentId);
  const inactive = inactiveStatus(period);
  if (inactive) throw studentNotActive(inactive);
  await refuseIfHeld(database.db, studentId, 'submit');
  const status = periodStatus(period, now);
  if (status === 'Upcoming') throw periodNotOpen(status, period);
  const found = await repo.findRegistration(database.db, studentId, period.id);
  const empty = () => conflict('EMPTY_SELECTION');
  if (!found) {
    const staged = changeStage(period, null, now, true);
    throw staged.ok ? empty() : stageRefused(staged.refusal, period);
  }
  return seats.locked(found.id, async (unit, registration) => {
    const { trx } = unit;
    if (!registration) throw empty();
    const statuses = await repo.subjectStatuses(trx, registration.id);
    // The window, an amendment during add/drop, or late registration (decision 043).
    const hasApproved = statuses.includes('approved');
    const staged = changeStage(period, { ...registration, hasApproved }, now, true);
    if (!staged.ok) throw stageRefused(staged.refusal, period);
    const refusal = rules.submitRefusal(registration.status, statuses);
    if (refusal) throw conflict(refusal, { context: submitContexts[refusal] });
    const creditSelected = await repo.creditsHeld(trx, registration.id);
    if (creditSelected < period.credit_min) {
      throw conflict('CREDIT_MINIMUM', {
        params: { creditSelected, creditMin: period.credit_min },
      });
    }
    if (!isAllowedTransition('submit', registration.status, 'submitted')) {
      throw new Error(`A registration cannot be submitted from ${registration.status}.`);
    }
    const submittedAt = now.toISOString();
    await repo.markSubmitted(trx, registration.id, submittedAt, staged.stage === 'late');
    const student = await repo.studentAndAdvisor(trx, studentId);
    await unit.record('registrationSubmitted', {
      registrationId: registration.id,
      studentId,
      studentName: student.name,
      studentNumber: student.student_id,
      advisorId: student.advisor_id,
      submittedAt,
      // What the advisor has to decide: subjects already approved wait for nothing.
      pendingSubjects: statuses.filter((status) => status === 'pending').length,
    });
    return { status: 'submitted', submittedAt };
  });
}
