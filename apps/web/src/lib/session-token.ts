import { ROLES, TOKEN_STORAGE_KEY, type TokenClaims } from '@daftar/contract';

/** The claims the browser reads from its token; the server verifies the signature, we cannot. */
export type SessionClaims = Pick<TokenClaims, 'exp' | 'role'> & {
  /** The user's id, as a string; keys what the browser keeps per user (an admission). */
  sub?: string;
};

// Checked by hand rather than with the contract's tokenClaimsSchema: the session is read at
// start, and zod is not part of the first script (it would cost the sign-in screen ~22 KB).
function isSessionClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { exp, role } = value as Record<string, unknown>;
  return typeof exp === 'number' && ROLES.some((known) => known === role);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

// The token is read on every request and every render of the session: decoding it once is enough.
let lastDecoded: { token: string; claims: SessionClaims | null } | undefined;

/** Reads `exp` and `role` from a JWT payload; null when the token cannot be decoded. */
export function decodeToken(token: string): SessionClaims | null {
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: decodeClaims(token) };
  return lastDecoded.claims;
}

function decodeClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!isSessionClaims(claims)) return null;
    const { sub } = claims as { sub?: unknown };
    return { exp: claims.exp, role: claims.role, ...(typeof sub === 'string' ? { sub } : {}) };
  } catch {
    return null;
  }
}

/** `exp` is in seconds (spec section 3). */
export function isExpired(claims: SessionClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * The stored token, or null. An expired or undecodable token is removed on the way, so nothing
 * ever sends it (spec section 5, session).
 */
export function readToken(): string | null {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token === null) return null;
  const claims = decodeToken(token);
  if (claims && !isExpired(claims)) return token;
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  return null;
}

export function storeToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  emit();
}

export function clearToken() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  emit();
}

/** Notifies on every change, including a login or logout in another tab. */
export function subscribeToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
