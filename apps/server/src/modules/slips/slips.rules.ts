import { createHash } from 'node:crypto';
import type { SlipSnapshot, SlipSubject, SubjectStatus } from '@daftar/contract';

/** What makes a registration's state, for its fingerprint: each subject, its section and status. */
export interface SelectionState {
  subjectId: number;
  /** Its section, or for a subject of several parts every part's (`12+13`). */
  sectionId: number | string;
  status: SubjectStatus;
}

/**
 * A hash of the registration's subjects, sections and decisions, in no particular order, and of
 * its latest kept change (`amendedAt`, issue 47: an add, drop or withdrawal after approval): equal
 * exactly while nothing was added, removed, moved to another section, decided or withdrawn from
 * since. A registration never amended keeps the hash it always had, so its slips stay current.
 */
export function registrationFingerprint(
  selections: SelectionState[],
  amendedAt: string | null = null,
): string {
  const states = selections.map((s) => `${s.subjectId}:${s.sectionId}:${s.status}`).sort();
  if (amendedAt !== null) states.push(`amended:${amendedAt}`);
  return createHash('sha256').update(states.join(',')).digest('hex');
}

/** MUKTAMAD / FINAL once every subject is approved; SEMENTARA / TEMPORARY before. */
export function isFinal(subjects: Pick<SlipSubject, 'status'>[]): boolean {
  return subjects.length > 0 && subjects.every((s) => s.status === 'approved');
}

/** Credits the student carries: a rejected subject carries none. */
export function totalCredits(subjects: Pick<SlipSubject, 'status' | 'credits'>[]): number {
  return subjects.filter((s) => s.status !== 'rejected').reduce((sum, s) => sum + s.credits, 0);
}

/**
 * A student ID as a public verification shows it: the last half hidden ("A21CS1234" is
 * "A21CS****"), enough for a sponsor to match the slip in hand, too little to learn the ID.
 */
export function maskStudentId(studentId: string): string {
  const hidden = Math.max(1, Math.floor(studentId.length / 2));
  return studentId.slice(0, studentId.length - hidden) + '*'.repeat(hidden);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: 16 bytes (128 bits) make 26 characters. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A hash of everything a slip prints except its code and the time it was made: the student, the
 * period, every subject as shown, the advisor, and (issue 47) the subjects withdrawn from and
 * when the registration was amended. Equal keys mean a slip made earlier still says exactly what
 * a new one would, so it is given again (issue 40); a slip of a registration never amended keeps
 * the key it always had.
 */
export function slipContentKey(
  facts: Omit<SlipSnapshot, 'generatedAt'>,
  advisor: string | null,
): string {
  const { studentName, studentId, faculty, semester, academicYear, subjects } = facts;
  const shown: unknown[] = [
    studentName,
    studentId,
    faculty,
    semester,
    academicYear,
    subjects,
    advisor,
  ];
  const { withdrawn = [], amendedAt } = facts;
  if (withdrawn.length > 0 || amendedAt !== undefined) shown.push({ withdrawn, amendedAt });
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}

/**
 * `Content-Disposition` for a download, as RFC 6266 writes it: `filename` in plain ASCII for old
 * clients (anything else, quotes and backslashes included, becomes `_`, so nothing can end the
 * quoted string) and `filename*` with the exact name in UTF-8, percent-encoded (RFC 8187).
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._-]+/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
