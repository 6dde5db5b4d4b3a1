import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type ErrorCode,
} from '@daftar/contract';

// The rules of the records system's tokens (issue 43), without I/O.

/** The random part of a secret: 32 bytes, written base64url (43 characters). */
export const SECRET_BYTES = 32;
const SECRET_LENGTH = 43;

/** `daftar_<id>_<secret>`: the id finds the row; only the random part's hash is kept. */
const TOKEN_SHAPE = new RegExp(
  `^${API_TOKEN_PREFIX}(\\d{1,10})_([A-Za-z0-9_-]{${SECRET_LENGTH}})$`,
);

export const writeApiToken = (id: number, secret: string) => `${API_TOKEN_PREFIX}${id}_${secret}`;

/** The id and random part of a presented token, or null when it is not one of ours. */
export function readApiToken(token: string): { id: number; secret: string } | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? { id, secret: match[2]! } : null;
}

export const formatScopes = (scopes: readonly ApiTokenScope[]) =>
  API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)).join(' ');

/** The stored scopes; one a later version no longer knows is dropped, never granted. */
export const parseScopes = (stored: string): ApiTokenScope[] =>
  API_TOKEN_SCOPES.filter((scope) => stored.split(' ').includes(scope));

/** An expiry after `now` and within the longest life a token may have. */
export function expiryAllowed(expiresAt: string, now: Date): boolean {
  const at = Date.parse(expiresAt);
  return at > now.getTime() && at <= now.getTime() + API_TOKEN_MAX_DAYS * 86_400_000;
}

export interface TokenState {
  scopes: string;
  expiresAt: string;
  revokedAt: string | null;
}

/**
 * Why a genuine token may not do `scope` now, or null when it may. Revoked before expired: a
 * revoked token's job should be told it was taken away, not merely that it ran out.
 */
export function tokenRefusal(
  token: TokenState,
  scope: ApiTokenScope,
  now: Date,
): Extract<ErrorCode, 'API_TOKEN_REVOKED' | 'API_TOKEN_EXPIRED' | 'API_TOKEN_SCOPE'> | null {
  if (token.revokedAt !== null) return 'API_TOKEN_REVOKED';
  if (Date.parse(token.expiresAt) <= now.getTime()) return 'API_TOKEN_EXPIRED';
  if (!parseScopes(token.scopes).includes(scope)) return 'API_TOKEN_SCOPE';
  return null;
}
