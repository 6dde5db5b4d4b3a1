import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database';
import { emailAddressOf } from '../accounts/accounts.service';
import { composeEmail, type EmailItem } from './email.compose';
import * as repo from './email.repository';
import { failureOutcome, retryDelayMs, type SendError } from './email.rules';
import { writtenLanguage } from '../../lib/written-language';

/** How many messages one worker claims and sends at once. */
const BATCH = 8;

export interface DeliveryOptions {
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  from: string;
  publicUrl: string;
  studentEmailTemplate: string | undefined;
  pollMs: number;
  retryBaseMs: number;
  leaseMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * The delivery worker (decision 014): every poll it claims due messages (a lease, so a worker that
 * dies mid-send loses nothing: the lease runs out and the message is claimed again), sends each
 * with its stable Message-ID, and settles it: sent, retried later with back-off, or failed for
 * good with the server's reply. At most BATCH sends are under way, and a slow one holds back no
 * other. Never runs in a request. Returns its stop, which waits for the sends under way.
 */
export function startDeliveryWorker(database: Database, options: DeliveryOptions) {
  const claimDue = repo.claimDueFor(database);
  const sending = new Set<Promise<void>>();
  let stopped = false;
  let polling: Promise<void> | undefined;
  // The last claim took all the room there was: more may be due, so a freed slot claims again.
  let more = false;

  function poll() {
    if (stopped || polling) return;
    polling = claimSome()
      .catch((error: unknown) => options.log.error({ err: error }, 'email outbox unreachable'))
      .finally(() => {
        polling = undefined;
      });
  }

  async function claimSome() {
    const room = BATCH - sending.size;
    if (room <= 0) return;
    const now = Date.now();
    const claimed = await claimDue(
      new Date(now).toISOString(),
      new Date(now + options.leaseMs).toISOString(),
      room,
    );
    more = claimed.length === room;
    for (const message of claimed) {
      const delivery: Promise<void> = deliver(message)
        // Unsettled, the message keeps its lease; when that runs out it is tried again.
        .catch((error: unknown) =>
          options.log.error({ err: error, outboxId: message.id }, 'email delivery not settled'),
        )
        .finally(() => {
          sending.delete(delivery);
          if (more) poll();
        });
      sending.add(delivery);
    }
  }

  async function deliver(message: repo.OutboxRow) {
    const { db } = database;
    const reader = await repo.readerOf(db, message.user_id);
    const address =
      reader && reader.email_enabled === 1
        ? emailAddressOf(reader, options.studentEmailTemplate)
        : null;
    if (!reader || !address) {
      // Email turned off (or the address gone) since the event: nothing is sent.
      await repo.settle(db, message, {
        status: 'cancelled',
        last_error: 'email turned off or no address',
        finished_at: new Date().toISOString(),
      });
      return;
    }
    const items = (await repo.itemsOf(db, message.id)).map(
      (item) => ({ ...JSON.parse(item.payload), kind: item.kind }) as EmailItem,
    );
    const email = composeEmail(
      message.kind,
      items,
      { name: reader.name, language: writtenLanguage(reader) },
      options.publicUrl,
    );
    try {
      await options.transport.sendMail({
        from: options.from,
        to: address,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: message.message_id,
        headers: { 'Auto-Submitted': 'auto-generated' },
        // A send never outlives its lease, so no other worker sends it while this one still might.
        signal: AbortSignal.timeout(Math.floor(options.leaseMs * 0.8)),
      });
    } catch (error) {
      const outcome = failureOutcome(error as SendError, message.attempts);
      options.log.warn(
        { outboxId: message.id, attempts: message.attempts, error: outcome.error },
        outcome.retry ? 'email not sent, will retry' : 'email refused',
      );
      const now = Date.now();
      await repo.settle(
        db,
        message,
        outcome.retry
          ? {
              last_error: outcome.error,
              send_after: new Date(
                now + retryDelayMs(message.attempts, options.retryBaseMs),
              ).toISOString(),
            }
          : {
              status: 'failed',
              last_error: outcome.error,
              finished_at: new Date(now).toISOString(),
            },
      );
      return;
    }
    await repo.settle(db, message, { status: 'sent', finished_at: new Date().toISOString() });
  }

  poll();
  const timer = setInterval(poll, options.pollMs);

  return async function stop() {
    stopped = true;
    clearInterval(timer);
    await polling;
    await Promise.allSettled([...sending]);
    options.transport.close();
  };
}
