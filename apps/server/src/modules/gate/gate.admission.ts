import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Admissions are signed, not stored per request: any process checks one with the shared secret
 * alone, so the gate adds no database or Redis read to a seat change. An admission names the
 * student, the period, when it lapses and the queue that gave it (issue 40: turning the gate off
 * and on starts a new queue, and the old queue's admissions must not carry over):
 * `<userId>.<periodId>.<expiresAtMs>.<queue>.<signature>`.
 */
export interface AdmissionSigner {
  sign(admission: AdmissionClaims): string;
  /** The admission's claims when it is ours and unaltered (lapsed or not); otherwise null. */
  read(admission: string): AdmissionClaims | null;
}

export interface AdmissionClaims {
  userId: number;
  periodId: number;
  expiresAtMs: number;
  /** The `queue_key` of the queue that admitted the student. */
  queue: string;
}

const ADMISSION =
  /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

export function createAdmissionSigner(secret: string): AdmissionSigner {
  // A key of its own, so an admission can never pass for a session token or the reverse. Version
  // 2 added the queue: no admission signed without one can pass for one signed with it.
  const key = createHmac('sha256', secret).update('daftar admission v2').digest();
  const signature = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign({ userId, periodId, expiresAtMs, queue }) {
      const payload = `${userId}.${periodId}.${expiresAtMs}.${queue}`;
      return `${payload}.${signature(payload)}`;
    },
    read(admission) {
      const match = ADMISSION.exec(admission);
      if (!match) return null;
      const [, userId, periodId, expiresAtMs, queue, given] = match;
      const expected = Buffer.from(signature(`${userId}.${periodId}.${expiresAtMs}.${queue}`));
      if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
      return {
        userId: Number(userId),
        periodId: Number(periodId),
        expiresAtMs: Number(expiresAtMs),
        queue: queue!,
      };
    },
  };
}
