import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';

/**
 * The mail that proves a mailbox (a sign-up code, a password link): sent at once while the
 * person waits, not through the notifications' outbox. Null without SMTP_URL.
 */
export function accountMail(config: Config): { transport: Transporter; from: string } | null {
  if (!config.SMTP_URL) return null;
  return {
    transport: createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    }),
    from: config.MAIL_FROM,
  };
}
