import { API } from '@daftar/contract';
import { signedInAdmission } from '@/lib/admission';
import { http } from '@/lib/http-client';
import { decodeToken, readToken } from '@/lib/session-token';

// An answer older than this may no longer be where the student stands: they join again.
const FRESH_MS = 10_000;

let early: { token: string; at: number; reply: Promise<unknown> } | null = null;

/**
 * Joins the admission queue (issue 25) while the registration page's code is still on its way,
 * so the page waits for one round trip less: whether there is a gate decides what it shows.
 * Joining is idempotent (a place is kept), so an answer nobody takes costs nothing more.
 */
export function startEarlyGateJoin() {
  const token = readToken();
  // A student let in already (in this tab or another) goes straight to the page.
  if (!token || decodeToken(token)?.role !== 'student' || signedInAdmission()) return;
  const reply = http.post(API.gateJoin);
  // A failure reaches whoever takes the reply; one nobody takes is not an unhandled rejection.
  reply.catch(() => undefined);
  early = { token, at: Date.now(), reply };
}

/** The early join's reply, once, while fresh and for the same session; else undefined. */
export function takeEarlyGateJoin(): Promise<unknown> | undefined {
  const taken = early;
  early = null;
  if (!taken || taken.token !== readToken() || Date.now() - taken.at > FRESH_MS) return undefined;
  return taken.reply;
}
