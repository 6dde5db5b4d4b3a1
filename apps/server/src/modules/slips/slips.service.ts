import { randomBytes } from 'node:crypto';
import {
  normaliseSlipCode,
  slipSnapshotSchema,
  type Language,
  type SlipSnapshot,
  type SlipSubject,
  type SlipVerification,
  type SlipWithdrawnSubject,
} from '@daftar/contract';
import { refuseIfHeld } from '../holds/holds.service';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { toMeeting } from '../../lib/schedule';
import type { AuthUser } from '../../plugins/auth';
import { meetingsOfSections } from '../catalogue/catalogue.service';
import { currentPeriod } from '../periods/periods.service';
import { placeOf, subjectsOfRegistrations } from '../registration/registration.service';
import { requireReviewable } from '../review/review.service';
import { lastAmendedAt, withdrawnSubjectsOf } from '../withdrawals/withdrawals.service';
import type { SlipPrinter } from './slip-printer';
import * as repo from './slips.repository';
import {
  base32,
  isFinal,
  maskStudentId,
  registrationFingerprint,
  slipContentKey,
  totalCredits,
} from './slips.rules';

/** What making a slip needs besides the database. */
export interface SlipMaking {
  config: Config;
  printer: SlipPrinter;
  /** Where the QR code's verification link leads: where the person reached the app. */
  origin: string;
}

/** A slip made: the PDF and the name a browser saves it under. */
export interface SlipFile {
  pdf: Buffer;
  filename: string;
}

/** The signed-in student's slip: their current registration, or one of their own by id. */
export async function studentSlip(
  db: Db,
  making: SlipMaking,
  student: AuthUser,
  language: Language,
  registrationId?: number,
): Promise<SlipFile> {
  // A hold on the slip (the bursary's, say) keeps every slip of the student's back (issue 44).
  await refuseIfHeld(db, student.id, 'slip');
  const which =
    registrationId !== undefined ? { registrationId } : { periodId: (await currentPeriod(db)).id };
  const own = await repo.findOwnRegistrationId(db, student.id, which);
  if (!own) throw notFound('registration');
  return makeSlip(db, making, student, language, own.id);
}

/** A student's slip made by an admin, or by the student's own advisor; 404 for anyone else. */
export async function reviewerSlip(
  db: Db,
  making: SlipMaking,
  reviewer: AuthUser,
  language: Language,
  registrationId: number,
): Promise<SlipFile> {
  await requireReviewable(db, reviewer, registrationId);
  return makeSlip(db, making, reviewer, language, registrationId);
}

/**
 * The registration's state now, as the slip shows it (with the subjects withdrawn from and its
 * latest kept change, issue 47), and its fingerprint.
 */
async function readRegistration(db: Db, registrationId: number) {
  const [subjects, withdrawnFrom, amendedAt] = await Promise.all([
    subjectsOfRegistrations(db, [registrationId]),
    withdrawnSubjectsOf(db, [registrationId]),
    lastAmendedAt(db, registrationId),
  ]);
  const meetings = await meetingsOfSections(
    db,
    subjects.flatMap((s) => placeOf(s).map((section) => section.id)),
  );
  // A subject of one part keeps the fingerprint it always had, so its slips are given again.
  const fingerprint = registrationFingerprint(
    subjects.map((s) => ({
      subjectId: s.id,
      sectionId: placeOf(s)
        .map((section) => section.id)
        .join('+'),
      status: s.status,
    })),
    amendedAt,
  );
  const slipSubjects: SlipSubject[] = subjects.map((s) => {
    const place = new Set(placeOf(s).map((section) => section.id));
    return {
      code: s.code,
      name: s.name,
      nameMs: s.nameMs,
      section: s.section.number,
      ...(s.parts ? { parts: s.parts.map((p) => `${p.part ?? ''}${p.number}`) } : {}),
      credits: s.credits,
      meetings: meetings.filter((m) => place.has(m.section_id)).map(toMeeting),
      status: s.status,
    };
  });
  const withdrawn: SlipWithdrawnSubject[] = withdrawnFrom.map((s) => ({
    code: s.code,
    name: s.name,
    nameMs: s.nameMs,
    withdrawnAt: s.withdrawnAt,
  }));
  // Absent unless there is something to say: a slip never amended keeps its content key.
  const kept = {
    ...(withdrawn.length > 0 ? { withdrawn } : {}),
    ...(amendedAt !== null ? { amendedAt } : {}),
  };
  return { subjects: slipSubjects, kept, fingerprint };
}

/** The slip's facts and code: the registration's latest slip while it still says the same, else new. */
interface Slip {
  code: string;
  snapshot: SlipSnapshot;
}

/**
 * The slip of the registration as it is now. A slip already made that prints exactly this is
 * given again: no new row, and its PDF is drawn once per language (issue 40).
 */
async function makeSlip(
  db: Db,
  { config, printer, origin }: SlipMaking,
  requester: AuthUser,
  language: Language,
  registrationId: number,
): Promise<SlipFile> {
  const heading = await repo.findHeading(db, registrationId);
  if (!heading) throw notFound('registration');
  const { subjects, kept, fingerprint } = await readRegistration(db, registrationId);
  // A slip with no subject would certify nothing.
  if (subjects.length === 0) throw conflict('EMPTY_SELECTION', { context: 'slip' });
  const facts: SlipFacts = {
    studentName: heading.student_name,
    studentId: heading.student_number ?? '',
    faculty: heading.faculty_name,
    facultyMs: heading.faculty_name_ms,
    semester: heading.semester,
    academicYear: heading.academic_year,
    subjects,
    totalCredits: totalCredits(subjects),
    final: isFinal(subjects),
    ...kept,
  };
  const draw = ({ code, snapshot }: Slip) =>
    printer.pdf({
      snapshot,
      advisor: heading.advisor_name,
      code,
      verifyUrl: `${origin}/verify/${code}`,
      universityName: config.UNIVERSITY_NAME,
      language,
    });
  const contentKey = slipContentKey(facts, heading.advisor_name);
  // Many requests at once for the same registration make one slip between them.
  const slip = await printer.once(`${registrationId}:${contentKey}`, () =>
    latestOrNewSlip(db, { registrationId, facts, fingerprint, contentKey }, requester, draw),
  );
  const session = slip.snapshot.academicYear.replace(/[^0-9A-Za-z]+/g, '-');
  const name = slip.snapshot.studentId || String(registrationId);
  return {
    pdf: await draw(slip),
    filename: `slip-${name}-${session}-sem${slip.snapshot.semester}.pdf`,
  };
}

type SlipFacts = Omit<SlipSnapshot, 'generatedAt'>;

/**
 * The registration's latest slip when it prints what a new one would, else a new slip: drawn
 * first and stored after, so a slip that cannot be given leaves no verification row behind.
 */
async function latestOrNewSlip(
  db: Db,
  state: { registrationId: number; facts: SlipFacts; fingerprint: string; contentKey: string },
  requester: AuthUser,
  draw: (slip: Slip) => Promise<Buffer>,
): Promise<Slip> {
  const latest = await repo.findLatestSlip(db, state.registrationId);
  if (latest?.content_key === state.contentKey) {
    return { code: latest.code, snapshot: slipSnapshotSchema.parse(JSON.parse(latest.snapshot)) };
  }
  const slip = {
    code: base32(randomBytes(16)),
    snapshot: { ...state.facts, generatedAt: new Date().toISOString() },
  };
  await draw(slip);
  await repo.insertSlip(db, {
    code: slip.code,
    registrationId: state.registrationId,
    generatedBy: requester.id,
    snapshot: JSON.stringify(slip.snapshot),
    fingerprint: state.fingerprint,
    contentKey: state.contentKey,
    createdAt: slip.snapshot.generatedAt,
  });
  return slip;
}

/**
 * What a slip's code certifies, for anyone holding the slip: its facts with the student ID
 * partly hidden, and whether the registration has changed since (a newer slip then says more).
 */
export async function verifySlip(db: Db, typedCode: string): Promise<SlipVerification> {
  const code = normaliseSlipCode(typedCode);
  const slip = code === null ? undefined : await repo.findSlip(db, code);
  if (!slip) throw notFound('slip');
  const snapshot = slipSnapshotSchema.parse(JSON.parse(slip.snapshot));
  const { fingerprint } = await readRegistration(db, slip.registration_id);
  return {
    ...snapshot,
    studentId: maskStudentId(snapshot.studentId),
    superseded: fingerprint !== slip.fingerprint,
  };
}
