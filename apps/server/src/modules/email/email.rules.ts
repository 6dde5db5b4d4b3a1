import type { EmailKind, NotificationKind, Role, SubmissionEmail } from '@daftar/contract';

// The outbox's rules as pure functions (decision 014): which notification goes in which message,
// when a message may be sent, how long a failed one waits, and which failures are final.

/** The longest wait between two attempts. */
export const RETRY_MAX_MS = 3_600_000;
/** Attempts before a message that keeps failing is given up: about 13 hours at the defaults. */
export const MAX_ATTEMPTS = 20;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Malaysia keeps +08:00 all year (CAMPUS_TIME_ZONE), so the campus clock is a fixed offset.
const CAMPUS_OFFSET_MS = 8 * HOUR_MS;

/** The kinds of notification that may be emailed (to the people `messageTargetOf` names). */
export const EMAILED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'decision',
  'promoted',
  'submission',
  'overloadRequested',
  'overloadDecided',
  'permitRequested',
  'permitDecided',
  'withdrawalRequested',
  'withdrawalDecided',
  'notRegistered',
]);

/** The message a notification is emailed in; `joinable` kinds gather events into one message. */
export interface MessageTarget {
  kind: EmailKind;
  joinable: boolean;
}

/**
 * Which message a notification goes in, or null when it stays in the bell only: decisions (one
 * message per burst), seats secured and overload decisions for students; submissions for advisors,
 * each on its own or gathered in a daily digest as they chose, and overload requests and permits
 * asked of them, each at once; a permit's decision for its student. Seats that passed a student by and waitlists closed
 * with their period are not emailed: the bell says why, and a period's end would send hundreds.
 * Withdrawals go as permits do (issue 47); the warning of Not Registered is emailed to each student
 * however many there are, since they must be told beforehand by email too.
 */
export function messageTargetOf(
  kind: NotificationKind,
  role: Role,
  submissionEmail: SubmissionEmail,
): MessageTarget | null {
  if (role === 'student') {
    if (kind === 'decision') return { kind: 'decisions', joinable: true };
    if (kind === 'promoted') return { kind: 'promoted', joinable: false };
    if (kind === 'overloadDecided') return { kind: 'overloadDecided', joinable: false };
    if (kind === 'permitDecided') return { kind: 'permitDecided', joinable: false };
    if (kind === 'withdrawalDecided') return { kind: 'withdrawalDecided', joinable: false };
    if (kind === 'notRegistered') return { kind: 'notRegistered', joinable: false };
    return null;
  }
  // A request for more credits or a permit waits on its decider alone: told at once, never in a
  // digest.
  if (kind === 'overloadRequested') return { kind: 'overloadRequested', joinable: false };
  if (kind === 'permitRequested') return { kind: 'permitRequested', joinable: false };
  if (kind === 'withdrawalRequested') return { kind: 'withdrawalRequested', joinable: false };
  if (kind !== 'submission') return null;
  return submissionEmail === 'daily'
    ? { kind: 'digest', joinable: true }
    : { kind: 'submission', joinable: false };
}

/** When a new message may first be sent: after its grouping window, at the digest's hour, or now. */
export function firstSendAt(
  kind: EmailKind,
  now: Date,
  options: { groupWindowMs: number; digestAt: string },
): Date {
  if (kind === 'decisions') return new Date(now.getTime() + options.groupWindowMs);
  if (kind === 'digest') return nextDigestAt(now, options.digestAt);
  return now;
}

/** The next moment the campus clock shows `at` (HH:MM), strictly after `now`. */
export function nextDigestAt(now: Date, at: string): Date {
  const [hours = 0, minutes = 0] = at.split(':').map(Number);
  const campus = new Date(now.getTime() + CAMPUS_OFFSET_MS);
  let next =
    Date.UTC(campus.getUTCFullYear(), campus.getUTCMonth(), campus.getUTCDate(), hours, minutes) -
    CAMPUS_OFFSET_MS;
  if (next <= now.getTime()) next += DAY_MS;
  return new Date(next);
}

/**
 * How long a message waits after its `attempts`-th failed attempt: the base, doubled each time up
 * to an hour, give or take a fifth so that messages failing together do not return together.
 */
export function retryDelayMs(attempts: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** What nodemailer tells of a failed send (NodemailerError). */
export interface SendError {
  message: string;
  code?: string | undefined;
  response?: string | undefined;
  responseCode?: number | undefined;
  permanent?: boolean | undefined;
}

export type FailureOutcome = { retry: true; error: string } | { retry: false; error: string };

/**
 * Whether a failed attempt is tried again. A permanent refusal (a 5xx reply other than 503, or an
 * address nodemailer cannot send to) is final; a connection failure, a timeout or a 4xx is
 * retried until the attempts run out.
 */
export function failureOutcome(error: SendError, attempts: number): FailureOutcome {
  const text = (error.response ?? error.message).slice(0, 1000);
  const permanent =
    error.permanent ??
    (error.responseCode !== undefined
      ? error.responseCode >= 500 && error.responseCode !== 503
      : error.code === 'EENVELOPE');
  if (permanent) return { retry: false, error: text };
  if (attempts >= MAX_ATTEMPTS) {
    return { retry: false, error: `${text} (gave up after ${attempts} attempts)` };
  }
  return { retry: true, error: text };
}
