import { describe, expect, it } from 'vitest';
import {
  failureOutcome,
  firstSendAt,
  MAX_ATTEMPTS,
  messageTargetOf,
  nextDigestAt,
  RETRY_MAX_MS,
  retryDelayMs,
} from './email.rules';

describe('which notifications are emailed', () => {
  it('emails decisions and seats secured to students, submissions to advisors as they chose', () => {
    expect(messageTargetOf('decision', 'student', 'each')).toEqual({
      kind: 'decisions',
      joinable: true,
    });
    expect(messageTargetOf('promoted', 'student', 'each')).toEqual({
      kind: 'promoted',
      joinable: false,
    });
    expect(messageTargetOf('submission', 'lecturer', 'each')).toEqual({
      kind: 'submission',
      joinable: false,
    });
    expect(messageTargetOf('submission', 'lecturer', 'daily')).toEqual({
      kind: 'digest',
      joinable: true,
    });
  });

  it('keeps seats passed by and closed waitlists in the bell only', () => {
    expect(messageTargetOf('waitlistSkipped', 'student', 'each')).toBeNull();
    expect(messageTargetOf('waitlistClosed', 'student', 'each')).toBeNull();
    expect(messageTargetOf('decision', 'lecturer', 'each')).toBeNull();
  });
});

describe('when a message is first sent', () => {
  const now = new Date('2026-11-23T01:00:00Z'); // 09:00 in Malaysia
  const options = { groupWindowMs: 60_000, digestAt: '17:00' };

  it('waits out the grouping window for decisions, and sends the rest at once', () => {
    expect(firstSendAt('decisions', now, options).toISOString()).toBe('2026-11-23T01:01:00.000Z');
    expect(firstSendAt('promoted', now, options)).toEqual(now);
    expect(firstSendAt('submission', now, options)).toEqual(now);
  });

  it('sends the digest at its hour on the campus clock, today or else tomorrow', () => {
    expect(firstSendAt('digest', now, options).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-23T09:00:00Z'), '17:00').toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    // At 23:30 in Malaysia (15:30 UTC) the next 08:00 is the campus's tomorrow.
    expect(nextDigestAt(new Date('2026-11-23T15:30:00Z'), '08:00').toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });
});

describe('retries', () => {
  it('doubles the wait from the base up to an hour, give or take a fifth', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000, middle)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000);
  });

  it('retries connection failures and 4xx, and gives up on a 5xx refusal at once', () => {
    expect(failureOutcome({ message: 'connect ECONNREFUSED', code: 'ESOCKET' }, 1)).toEqual({
      retry: true,
      error: 'connect ECONNREFUSED',
    });
    expect(
      failureOutcome(
        { message: 'x', response: '451 4.3.0 Try later', responseCode: 451, permanent: false },
        1,
      ),
    ).toEqual({ retry: true, error: '451 4.3.0 Try later' });
    expect(
      failureOutcome(
        { message: 'x', response: '550 5.1.1 No such user', responseCode: 550, permanent: true },
        1,
      ),
    ).toEqual({ retry: false, error: '550 5.1.1 No such user' });
    // Without nodemailer's verdict, the reply's class decides; 503 is a bad sequence, not a refusal.
    expect(failureOutcome({ message: 'x', responseCode: 554 }, 1).retry).toBe(false);
    expect(failureOutcome({ message: 'x', responseCode: 503 }, 1).retry).toBe(true);
  });

  it('gives up a message that keeps failing after the last attempt', () => {
    expect(failureOutcome({ message: 'timeout' }, MAX_ATTEMPTS - 1).retry).toBe(true);
    expect(failureOutcome({ message: 'timeout' }, MAX_ATTEMPTS)).toEqual({
      retry: false,
      error: `timeout (gave up after ${MAX_ATTEMPTS} attempts)`,
    });
  });
});
