import { createHash, randomInt } from 'node:crypto';
import type { AuthReply, RegisterBody, SignUpCodeBody, SignUpVerification } from '@daftar/contract';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import { toUser } from './accounts.service';
import { emailAddressOf } from './email-address';
import * as repo from './roll-sign-up.repository';

/** A code is good for this long; a new request replaces it. */
const CODE_TTL_MS = 15 * 60_000;
/** Wrong codes one claim takes before it is void (a million codes, five tries). */
const MAX_ATTEMPTS = 5;

export interface RollSignUpOptions {
  /** Null without SMTP_URL: no code can be sent, so no sign-up from the roll. */
  mail: { transport: Transporter; from: string } | null;
  studentEmailTemplate: string | undefined;
  universityName: string;
}

const notOnRoll = (context?: string) =>
  new AppError(403, 'STUDENT_ID_NOT_ON_ROLL', context ? { context } : {});
const codeInvalid = () => new AppError(400, 'SIGN_UP_CODE_INVALID');
const hashCode = (studentId: string, code: string) =>
  createHash('sha256').update(`${studentId}:${code}`).digest('base64url');

/**
 * `SIGNUP=roll`, first step: the student ID must be on the roll with its account unclaimed, and
 * the username free; a code then goes to the roll's address, and the account waits for it.
 * Knowing a student's ID is not enough: the code proves the roll's mailbox.
 */
export async function requestRollSignUp(
  db: Db,
  body: RegisterBody,
  options: RollSignUpOptions,
): Promise<SignUpVerification> {
  const student = await repo.rollStudent(db, body.studentId);
  if (!student) throw notOnRoll();
  if (student.account_claimed !== 0) throw conflict('STUDENT_ID_TAKEN');
  if (await repo.usernameTakenByAnother(db, body.username, student.id)) {
    throw conflict('USERNAME_TAKEN');
  }
  const address = emailAddressOf(student, options.studentEmailTemplate);
  if (!address) throw notOnRoll('noEmail');
  if (!options.mail) throw new AppError(503, 'SERVICE_UNAVAILABLE');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.saveClaim(db, {
    student_id: body.studentId,
    user_id: student.id,
    username: body.username,
    password_hash: await hashPassword(body.password),
    language: body.language ?? null,
    code_hash: hashCode(body.studentId, code),
    expires_at: new Date(Date.now() + CODE_TTL_MS).toISOString(),
  });
  await options.mail.transport.sendMail({
    from: options.mail.from,
    to: address,
    subject: `${code}: Daftar sign-up code / kod pendaftaran Daftar`,
    text: codeEmail(student.name, code, options.universityName),
  });
  return { verification: 'email', sentTo: partlyHidden(address) };
}

/** `SIGNUP=roll`, second step: the right code claims the account, with the chosen username. */
export async function verifyRollSignUp(
  db: Db,
  tokens: TokenService,
  body: SignUpCodeBody,
): Promise<AuthReply> {
  const claim = await repo.findClaim(db, body.studentId);
  if (!claim || Date.parse(claim.expires_at) <= Date.now()) throw codeInvalid();
  if (claim.code_hash !== hashCode(body.studentId, body.code)) {
    await repo.countWrongCode(db, body.studentId, MAX_ATTEMPTS);
    throw codeInvalid();
  }
  try {
    const row = await db.transaction().execute(async (trx) => {
      // The claim goes with its use, so a code claims once; an account claimed since is refused.
      if (!(await repo.takeClaim(trx, body.studentId, claim.code_hash))) return undefined;
      return repo.claimAccount(trx, claim);
    });
    if (!row) throw codeInvalid();
    return {
      token: tokens.sign({ id: row.id, role: row.role, tokenVersion: row.token_version }),
      user: toUser(row),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN');
    throw error;
  }
}

/** "siti.nur@siswa.unimas.my" as "s******@siswa.unimas.my": enough to know which mailbox. */
export function partlyHidden(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 3))}${address.slice(at)}`;
}

function codeEmail(name: string, code: string, university: string): string {
  return [
    `Hello ${name},`,
    '',
    `Your code to create your Daftar account at ${university} is ${code}. It is good for 15 minutes.`,
    'If you did not ask for it, ignore this email: no account is made without the code.',
    '',
    `Salam ${name},`,
    '',
    `Kod untuk membuat akaun Daftar anda di ${university} ialah ${code}. Sah selama 15 minit.`,
    'Jika anda tidak memintanya, abaikan e-mel ini: tiada akaun dibuat tanpa kod ini.',
  ].join('\n');
}
