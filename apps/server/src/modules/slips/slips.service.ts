import { randomBytes } from 'node:crypto';
import {
  normaliseSlipCode,
  slipSnapshotSchema,
  type Language,
  type SlipSnapshot,
  type SlipSubject,
  type SlipVerification,
} from '@daftar/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { toMeeting } from '../../lib/schedule';
import type { AuthUser } from '../../plugins/auth';
import { meetingsOfSections } from '../catalogue/catalogue.service';
import { currentPeriod } from '../periods/periods.service';
import { subjectsOfRegistrations } from '../registration/registration.service';
import { requireReviewable } from '../review/review.service';
import { renderSlipPdf } from './slip-pdf';
import * as repo from './slips.repository';
import {
  base32,
  isFinal,
  maskStudentId,
  registrationFingerprint,
  totalCredits,
} from './slips.rules';

/** A slip made: the PDF and the name a browser saves it under. */
export interface SlipFile {
  pdf: Buffer;
  filename: string;
}

/** The signed-in student's slip: their current registration, or one of their own by id. */
export async function studentSlip(
  db: Db,
  config: Config,
  student: AuthUser,
  language: Language,
  registrationId?: number,
): Promise<SlipFile> {
  const which =
    registrationId !== undefined ? { registrationId } : { periodId: (await currentPeriod(db)).id };
  const own = await repo.findOwnRegistrationId(db, student.id, which);
  if (!own) throw notFound('registration');
  return makeSlip(db, config, student, language, own.id);
}

/** A student's slip made by an admin, or by the student's own advisor; 404 for anyone else. */
export async function reviewerSlip(
  db: Db,
  config: Config,
  reviewer: AuthUser,
  language: Language,
  registrationId: number,
): Promise<SlipFile> {
  await requireReviewable(db, reviewer, registrationId);
  return makeSlip(db, config, reviewer, language, registrationId);
}

/** The registration's state now, as the slip shows it, and its fingerprint. */
async function readRegistration(db: Db, registrationId: number) {
  const subjects = await subjectsOfRegistrations(db, [registrationId]);
  const meetings = await meetingsOfSections(
    db,
    subjects.map((s) => s.section.id),
  );
  const fingerprint = registrationFingerprint(
    subjects.map((s) => ({ subjectId: s.id, sectionId: s.section.id, status: s.status })),
  );
  const slipSubjects: SlipSubject[] = subjects.map((s) => ({
    code: s.code,
    name: s.name,
    section: s.section.number,
    credits: s.credits,
    meetings: meetings.filter((m) => m.section_id === s.section.id).map(toMeeting),
    status: s.status,
  }));
  return { subjects: slipSubjects, fingerprint };
}

/** Stores the slip's code and snapshot, then renders the PDF from exactly what was stored. */
async function makeSlip(
  db: Db,
  config: Config,
  requester: AuthUser,
  language: Language,
  registrationId: number,
  now = new Date(),
): Promise<SlipFile> {
  const heading = await repo.findHeading(db, registrationId);
  if (!heading) throw notFound('registration');
  const { subjects, fingerprint } = await readRegistration(db, registrationId);
  // A slip with no subject would certify nothing.
  if (subjects.length === 0) throw conflict('EMPTY_SELECTION', { context: 'slip' });
  const snapshot: SlipSnapshot = {
    studentName: heading.student_name,
    studentId: heading.student_number ?? '',
    faculty: heading.faculty_name,
    semester: heading.semester,
    academicYear: heading.academic_year,
    subjects,
    totalCredits: totalCredits(subjects),
    final: isFinal(subjects),
    generatedAt: now.toISOString(),
  };
  const code = base32(randomBytes(16));
  await repo.insertSlip(db, {
    code,
    registrationId,
    generatedBy: requester.id,
    snapshot: JSON.stringify(snapshot),
    fingerprint,
    createdAt: snapshot.generatedAt,
  });
  const pdf = await renderSlipPdf({
    snapshot,
    advisor: heading.advisor_name,
    code,
    verifyUrl: `${config.PUBLIC_URL}/verify/${code}`,
    universityName: config.UNIVERSITY_NAME,
    language,
  });
  const session = snapshot.academicYear.replace(/[^0-9A-Za-z]+/g, '-');
  return {
    pdf,
    filename: `slip-${snapshot.studentId || registrationId}-${session}-sem${snapshot.semester}.pdf`,
  };
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
