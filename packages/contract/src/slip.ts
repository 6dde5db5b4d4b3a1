import { z } from 'zod';
import { meetingSchema } from './catalogue';
import { idParamSchema } from './common';
import { subjectStatusSchema } from './registration';

/**
 * The registration slip (issue 22): a PDF a student prints for sponsors, hostels and faculties,
 * each one stored with a verification code so that anyone holding it can check it online.
 */

/** A slip's verification code: 128 random bits in RFC 4648 base32 (A-Z, 2-7), 26 characters. */
export const SLIP_CODE_LENGTH = 26;
const SLIP_CODE = /^[A-Z2-7]{26}$/;

/**
 * A code as a person may type it: any case, with the hyphens and spaces of its printed groups.
 * The canonical form (upper case, no separators) is what is stored and put in links.
 */
export function normaliseSlipCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return SLIP_CODE.test(code) ? code : null;
}

/** The code in groups a person can read aloud and type: "ABCDE-FGHIJ-KLMNO-PQRST-UVWXYZ". */
export function groupSlipCode(code: string): string {
  return (code.match(/.{1,5}/g) ?? []).join('-').replace(/-(.)$/, '$1');
}

/** One subject as the slip shows it, with its status when the slip was made. */
export const slipSubjectSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The Malay name; absent from slips made before issue 42. */
  nameMs: z.string().nullable().optional(),
  section: z.number().int(),
  /** A subject of several parts (decision 039): each part's section, such as L1 and T2. */
  parts: z.array(z.string()).optional(),
  credits: z.number().int(),
  meetings: z.array(meetingSchema),
  status: subjectStatusSchema,
});
export type SlipSubject = z.infer<typeof slipSubjectSchema>;

/** A subject withdrawn from after approval (issue 47): the slip lists it as W, with no credits. */
export const slipWithdrawnSubjectSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  withdrawnAt: z.iso.datetime(),
});
export type SlipWithdrawnSubject = z.infer<typeof slipWithdrawnSubjectSchema>;

/** The section a slip shows for a subject: its number, or each part's section (L1 T2). */
export const slipSection = (subject: Pick<SlipSubject, 'section' | 'parts'>): string =>
  subject.parts ? subject.parts.join(' ') : String(subject.section);

/** What a slip was made from, stored with its code: the facts a verifier is shown. */
export const slipSnapshotSchema = z.object({
  studentName: z.string(),
  studentId: z.string(),
  faculty: z.string().nullable(),
  /** The faculty's Malay name; absent from slips made before issue 42. */
  facultyMs: z.string().nullable().optional(),
  semester: z.number().int(),
  academicYear: z.string(),
  subjects: z.array(slipSubjectSchema),
  /** Subjects withdrawn from (issue 47), in none of `subjects` nor the total; absent when none. */
  withdrawn: z.array(slipWithdrawnSubjectSchema).optional(),
  /** Credits of the subjects not rejected. */
  totalCredits: z.number().int(),
  /** Every subject approved: MUKTAMAD / FINAL; otherwise SEMENTARA / TEMPORARY. */
  final: z.boolean(),
  /**
   * The latest change kept of the registration (issue 47: an add or drop after approval or in
   * late registration, a withdrawal): the slip says the registration was amended. Absent when
   * none was kept.
   */
  amendedAt: z.iso.datetime().optional(),
  generatedAt: z.iso.datetime(),
});
export type SlipSnapshot = z.infer<typeof slipSnapshotSchema>;

/**
 * `GET /api/verify/{code}`, public: the snapshot with the student ID partly masked, and whether
 * the registration has changed since the slip was made (a newer slip supersedes it).
 */
export const slipVerificationSchema = slipSnapshotSchema.extend({
  superseded: z.boolean(),
});
export type SlipVerification = z.infer<typeof slipVerificationSchema>;

/** `GET /api/registration/slip.pdf?registrationId=`: one of the student's own past registrations. */
export const studentSlipQuerySchema = z.object({ registrationId: idParamSchema.optional() });

/** The code in `/api/verify/{code}`: anything short; what is no slip's code is 404, not 400. */
export const slipCodeParamsSchema = z.object({ code: z.string().max(64) });
