import { API } from '@daftar/contract';
import { serverNow } from './server-clock';
import { decodeToken, readToken } from './session-token';

/**
 * The student's admission to registration while the gate is on (issue 25), kept in this browser:
 * in localStorage per user, so every tab of the account shares one turn and follows the others
 * (the `storage` event). The server signs it; the browser only reads when it lapses from it.
 */
export interface HeldAdmission {
  /** Sent back as it is, in the `x-daftar-admission` header. */
  token: string;
  userId: number;
  periodId: number;
  /** When it lapses, on the server's clock. */
  expiresAtMs: number;
}

/**
 * Why an admission was given up: refused by the server, lapsed after 15 idle minutes, or
 * superseded when the registrar turned the gate off and on (a new queue).
 */
export type AdmissionLoss = 'required' | 'expired' | 'superseded';

export type AdmissionChange =
  | { kind: 'held' }
  /** `reason` is null when another tab gave it up: that tab knew why, this one does not. */
  | { kind: 'lost'; reason: AdmissionLoss | null };

const STORAGE_PREFIX = 'daftar.admission.';
// `<userId>.<periodId>.<expiresAtMs>.<queue>.<signature>` (the server's gate.admission.ts).
const TOKEN =
  /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export const admissionStorageKey = (userId: number) => `${STORAGE_PREFIX}${userId}`;

/** What an admission says about itself; null when it is not one. */
export function readAdmissionToken(token: string): HeldAdmission | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return {
    token,
    userId: Number(match[1]),
    periodId: Number(match[2]),
    expiresAtMs: Number(match[3]),
  };
}

// Where storage refuses (blocked, full), the admission is kept in this tab alone.
const memory = new Map<string, string>();

function stored(userId: number): HeldAdmission | null {
  const key = admissionStorageKey(userId);
  let token: string | null;
  try {
    token = localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    token = memory.get(key) ?? null;
  }
  const admission = token === null ? null : readAdmissionToken(token);
  return admission?.userId === userId ? admission : null;
}

/** The user's admission while it has not lapsed on the server's clock; else null. */
export function heldAdmission(userId: number): HeldAdmission | null {
  const admission = stored(userId);
  return admission && admission.expiresAtMs > serverNow() ? admission : null;
}

const listeners = new Map<number, Set<(change: AdmissionChange) => void>>();

function emit(userId: number, change: AdmissionChange) {
  for (const listener of listeners.get(userId) ?? []) listener(change);
}

/** Keeps an admission the server gave; one that lapses sooner than the kept one is ignored. */
export function keepAdmission(token: string) {
  const admission = readAdmissionToken(token);
  if (!admission) return;
  const current = stored(admission.userId);
  if (current && current.expiresAtMs >= admission.expiresAtMs) return;
  const key = admissionStorageKey(admission.userId);
  try {
    localStorage.setItem(key, token);
    memory.delete(key);
  } catch {
    memory.set(key, token);
  }
  emit(admission.userId, { kind: 'held' });
}

/**
 * Gives the user's admission up, and tells whoever shows the registration page to join the queue.
 * A refusal of an admission `sent` that another tab has since replaced with a newer one leaves
 * the newer one alone.
 */
export function loseAdmission(userId: number, reason: AdmissionLoss, sent?: string | null) {
  const current = stored(userId);
  if (current && sent && current.token !== sent) return;
  const key = admissionStorageKey(userId);
  memory.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept there.
  }
  emit(userId, { kind: 'lost', reason });
}

/** Follows the user's admission in this tab and in their other tabs. */
export function subscribeAdmission(userId: number, listener: (change: AdmissionChange) => void) {
  const own = listeners.get(userId) ?? new Set();
  own.add(listener);
  listeners.set(userId, own);
  const key = admissionStorageKey(userId);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    listener(stored(userId) ? { kind: 'held' } : { kind: 'lost', reason: null });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    own.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's id, from the session token; null without one. */
export function signedInUserId(): number | null {
  const token = readToken();
  const sub = token ? decodeToken(token)?.sub : undefined;
  return sub && /^[1-9][0-9]*$/.test(sub) ? Number(sub) : null;
}

/** The signed-in user's admission while it has not lapsed; else null. */
export function signedInAdmission(): HeldAdmission | null {
  const userId = signedInUserId();
  return userId === null ? null : heldAdmission(userId);
}

const REGISTRATION_CHANGES = '/api/registration/';

/**
 * The admission a request carries: every change to a registration and the extension itself,
 * while the signed-in user holds one. A lapsed one is sent too, so the server can say it lapsed.
 */
export function admissionToSend(method: string, url: string): string | null {
  if (method === 'GET') return null;
  const path = url.split('?')[0]!;
  if (path !== API.gateExtend && !path.startsWith(REGISTRATION_CHANGES)) return null;
  const userId = signedInUserId();
  return userId === null ? null : (stored(userId)?.token ?? null);
}

/** A refusal for want of an admission: the one sent is given up, with why (the refusal's context). */
export function admissionRefused(context: unknown, sent: string | null) {
  const userId = signedInUserId();
  const reason = context === 'expired' || context === 'superseded' ? context : 'required';
  if (userId !== null) loseAdmission(userId, reason, sent);
}
