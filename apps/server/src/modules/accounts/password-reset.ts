import { createHash, randomBytes } from 'node:crypto';
import type {
  AuthReply,
  ForgotPasswordBody,
  PasswordSignInMode,
  ResetPasswordBody,
} from '@daftar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { hashPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import { toUser } from './accounts.service';
import { emailAddressOf } from './email-address';
import * as repo from './password-reset.repository';

/** A link is good for this long, and once. */
const LINK_TTL_MS = 30 * 60_000;
/** Links one account is sent per hour, however many addresses ask. */
const LINKS_PER_ACCOUNT_PER_HOUR = 3;

export interface PasswordResetOptions {
  mail: { transport: Transporter; from: string } | null;
  publicUrl: string;
  studentEmailTemplate: string | undefined;
  passwordSignIn: PasswordSignInMode;
  log: FastifyBaseLogger;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sends a reset link to the account's email when there is such an account that signs in with a
 * password; says nothing either way, so the reply cannot tell who has an account.
 */
export async function sendResetLink(
  db: Db,
  body: ForgotPasswordBody,
  options: PasswordResetOptions,
): Promise<void> {
  if (!options.mail) throw new AppError(503, 'SERVICE_UNAVAILABLE');
  const account = await repo.accountFor(db, body.account);
  if (!account || account.account_claimed === 0) return;
  if (options.passwordSignIn === 'staff' && account.role === 'student') return;
  const address = emailAddressOf(account, options.studentEmailTemplate);
  if (!address) return;
  const now = new Date();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  if ((await repo.linksSentSince(db, account.id, hourAgo)) >= LINKS_PER_ACCOUNT_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await repo.insertReset(db, {
    token_hash: hashToken(token),
    user_id: account.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  });
  // The token in the fragment: no server log or Referer on the way sees it.
  const link = `${options.publicUrl}/auth/reset-password#token=${token}`;
  // Not waited for: a reply that took an SMTP round trip longer would tell that the account exists.
  void options.mail.transport
    .sendMail({
      from: options.mail.from,
      to: address,
      subject: 'Daftar: reset your password / tetapkan semula kata laluan',
      text: [
        `Hello ${account.name},`,
        '',
        `To choose a new password for ${account.username}, open this link within 30 minutes:`,
        link,
        'If you did not ask for it, ignore this email: your password stays as it is.',
        '',
        `Salam ${account.name},`,
        '',
        `Untuk memilih kata laluan baharu bagi ${account.username}, buka pautan ini dalam 30 minit:`,
        link,
        'Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal.',
      ].join('\n'),
    })
    .catch((error: unknown) => options.log.error({ err: error }, 'password link not sent'));
}

/**
 * The link's new password: every session the person had ends (other browsers, other devices),
 * and this one begins. The link and any other the person was sent stop working.
 */
export async function resetPassword(
  db: Db,
  tokens: TokenService,
  events: DomainEvents,
  body: ResetPasswordBody,
): Promise<AuthReply> {
  const reset = await repo.takeReset(db, hashToken(body.token));
  if (!reset || Date.parse(reset.expires_at) <= Date.now()) {
    throw new AppError(400, 'RESET_LINK_INVALID');
  }
  await repo.forgetResetsOf(db, reset.user_id);
  const user = await repo.setPasswordOf(db, reset.user_id, await hashPassword(body.newPassword));
  await events.committed('sessionsEnded', { userId: user.id });
  return {
    token: tokens.sign({ id: user.id, role: user.role, tokenVersion: user.token_version }),
    user: toUser(user),
  };
}
