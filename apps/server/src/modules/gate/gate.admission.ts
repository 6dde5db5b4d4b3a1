import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Admissions are signed, not stored per request: any process checks one with the shared secret
 * alone, so the gate adds no database or Redis read to a seat change. An admission names the
 * student, the period and when it lapses: `<userId>.<periodId>.<expiresAtMs>.<signature>`.
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
}

const ADMISSION =
  /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/;

export function createAdmissionSigner(secret: string): AdmissionSigner {
  // A key of its own, so an admission can never pass for a session token or the reverse.
  const key = createHmac('sha256', secret).update('daftar admission v1').digest();
  const signature = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign({ userId, periodId, expiresAtMs }) {
      const payload = `${userId}.${periodId}.${expiresAtMs}`;
      return `${payload}.${signature(payload)}`;
    },
    read(admission) {
      const match = ADMISSION.exec(admission);
      if (!match) return null;
      const [, userId, periodId, expiresAtMs, given] = match;
      const expected = Buffer.from(signature(`${userId}.${periodId}.${expiresAtMs}`));
      if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
      return {
        userId: Number(userId),
        periodId: Number(periodId),
        expiresAtMs: Number(expiresAtMs),
      };
    },
  };
}
