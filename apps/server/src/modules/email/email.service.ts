import { randomUUID } from 'node:crypto';
import type { EmailOutboxReply, InboxNotification } from '@daftar/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/database';
import { emailAddressOf } from '../accounts/accounts.service';
import { startDeliveryWorker } from './email.delivery';
import * as repo from './email.repository';
import { EMAILED_KINDS, firstSendAt, messageTargetOf, type MessageTarget } from './email.rules';
import { emailOrigin } from '../../lib/public-origin';

/** What the outbox needs to know when an event is stored, while this process sends email. */
interface OutboxPolicy {
  studentEmailTemplate: string | undefined;
  groupWindowMs: number;
  digestAt: string;
  /** The right-hand side of every Message-ID: the app's host name. */
  messageIdDomain: string;
}

// Process-wide, unlike the rest of the app's state: events are stored deep inside seat and review
// transactions that carry no configuration, and every process of a deployment has the same one.
// Set while the delivery worker runs (SMTP_URL set); without it nothing is written (decision 014).
let policy: OutboxPolicy | null = null;

/**
 * Writes to the outbox, inside the caller's transaction, the email of each stored notification
 * that is emailed (decisions and seats secured for students, submissions for advisors) to a
 * person with email on and an address. A decision joins the student's message still open (within
 * its minute), a submission an advisor's digest of the day; the others are a message each.
 */
export async function enqueueEmails(
  trx: Db,
  notifications: InboxNotification[],
  now = new Date(),
): Promise<void> {
  const current = policy;
  const emailed = notifications.filter((notification) => EMAILED_KINDS.has(notification.kind));
  if (!current || emailed.length === 0) return;
  const people = new Map(
    (await repo.recipientsOf(trx, [...new Set(emailed.map((n) => n.userId))])).map((person) => [
      person.id,
      person,
    ]),
  );
  const messages = new Map<
    string,
    MessageTarget & { userId: number; items: InboxNotification[] }
  >();
  for (const notification of emailed) {
    const person = people.get(notification.userId);
    if (!person || person.email_enabled !== 1) continue;
    if (!emailAddressOf(person, current.studentEmailTemplate)) continue;
    const target = messageTargetOf(notification.kind, person.role, person.submission_email);
    if (!target) continue;
    const key = target.joinable ? `${person.id}:${target.kind}` : `n${notification.id}`;
    const message = messages.get(key) ?? { ...target, userId: person.id, items: [] };
    message.items.push(notification);
    messages.set(key, message);
  }
  const at = now.toISOString();
  for (const message of messages.values()) {
    const count = message.items.length;
    const joined = message.joinable
      ? await repo.joinOpenMessage(trx, message.userId, message.kind, count, at)
      : undefined;
    const due = firstSendAt(message.kind, now, current).toISOString();
    const outboxId =
      joined ??
      (await repo.insertMessage(trx, {
        user_id: message.userId,
        kind: message.kind,
        message_id: `<${randomUUID()}@${current.messageIdDomain}>`,
        items: count,
        due_at: due,
        send_after: due,
        lease_until: null,
        last_error: null,
        created_at: at,
        finished_at: null,
      }));
    await repo.insertItems(
      trx,
      message.items.map(({ id, userId: _u, kind, createdAt, read: _r, ...payload }) => ({
        outbox_id: outboxId,
        notification_id: id,
        kind,
        payload: JSON.stringify(payload),
        created_at: createdAt,
      })),
    );
  }
}

/**
 * From now on, events stored by this process write their email to the outbox (SMTP_URL set),
 * for a server's delivery worker to send. Returns the way back.
 */
export function writeEmailsToOutbox(config: Config): () => void {
  const own: OutboxPolicy = {
    studentEmailTemplate: config.STUDENT_EMAIL_TEMPLATE,
    groupWindowMs: config.EMAIL_GROUP_WINDOW_MS,
    digestAt: config.EMAIL_DIGEST_AT,
    messageIdDomain: new URL(emailOrigin(config)).hostname,
  };
  policy = own;
  return () => {
    if (policy === own) policy = null;
  };
}

/**
 * Starts sending email (SMTP_URL set): events write to the outbox, and a worker in this process
 * delivers it. Returns the stop, for the app's close.
 */
export function startEmailDelivery(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (!config.SMTP_URL) throw new Error('SMTP_URL is not set');
  const stopWriting = writeEmailsToOutbox(config);
  const stopWorker = startDeliveryWorker(database, {
    transport: nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    }),
    from: config.MAIL_FROM,
    publicUrl: emailOrigin(config),
    studentEmailTemplate: config.STUDENT_EMAIL_TEMPLATE,
    pollMs: config.EMAIL_POLL_MS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    leaseMs: config.EMAIL_LEASE_MS,
    log,
  });
  return async () => {
    stopWriting();
    await stopWorker();
  };
}

const RECENT_FAILURES = 10;

/** How deep the outbox is, how late its oldest due message, and its latest failures. */
export async function outboxStatus(
  db: Db,
  enabled: boolean,
  now = new Date(),
): Promise<EmailOutboxReply> {
  const at = now.toISOString();
  const [counts, oldest, failures] = await Promise.all([
    repo.outboxCounts(db, at),
    repo.oldestDue(db, at),
    repo.recentFailures(db, RECENT_FAILURES),
  ]);
  return {
    enabled,
    pending: Number(counts?.pending ?? 0),
    due: Number(counts?.due ?? 0),
    retrying: Number(counts?.retrying ?? 0),
    failed: Number(counts?.failed ?? 0),
    oldestDueSeconds:
      oldest === undefined
        ? null
        : Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 1000)),
    recentFailures: failures.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userName: row.name,
      kind: row.kind,
      attempts: row.attempts,
      error: row.last_error ?? '',
      failedAt: row.finished_at ?? '',
    })),
  };
}
