import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  formatCampusDateTime,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import * as repo from './api-tokens.repository';
import {
  expiryAllowed,
  formatScopes,
  parseScopes,
  readApiToken,
  SECRET_BYTES,
  tokenRefusal,
  writeApiToken,
} from './api-tokens.rules';

/** A token that passed its check: the trail names it, on the authority of the admin who made it. */
export interface TokenActor {
  id: number;
  name: string;
  createdBy: number;
}

/** One use of a token, as the trail records it. */
export interface TokenUse {
  method: string;
  url: string;
  address: string;
}

/** A bearer credential meant as an API token (well formed or not), not a session. */
export const isApiTokenCredential = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

function toApiToken(row: repo.ListedTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    createdAt: row.created_at,
    createdBy: { id: row.created_by, name: row.created_by_name },
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

async function listedToken(db: Db, id: number): Promise<ApiToken> {
  const row = await repo.findListedToken(db, id);
  if (!row) throw notFound('apiToken');
  return toApiToken(row);
}

/** Every token the registrar has made, newest first, revoked ones too. */
export async function listApiTokens(db: Db): Promise<ApiToken[]> {
  return (await repo.listTokens(db)).map(toApiToken);
}

/** Makes a token and answers its secret, the only time anyone sees it; only its hash is kept. */
export async function createApiToken(
  database: Database,
  actorId: number,
  body: { name: string; scopes: ApiTokenScope[]; expiresAt: string },
  now = new Date(),
): Promise<CreatedApiToken> {
  if (!expiryAllowed(body.expiresAt, now)) throw invalidFields({ expiresAt: 'apiTokenExpiry' });
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return database.transaction(async (trx) => {
    const id = await repo.insertToken(
      trx,
      {
        name: body.name,
        scopes: formatScopes(body.scopes),
        secretHash: hashSecret(secret).toString('hex'),
        createdBy: actorId,
        expiresAt: body.expiresAt,
      },
      now,
    );
    const token = await listedToken(trx, id);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'apiToken',
        entityId: id,
        action: 'create',
        summary: `API token “${token.name}” made (${token.scopes.join(', ')}), expires ${formatCampusDateTime(token.expiresAt, 'en')} (Malaysia time)`,
        after: { name: token.name, scopes: token.scopes, expiresAt: token.expiresAt },
      },
      now,
    );
    return { ...token, token: writeApiToken(id, secret) };
  });
}

/** Revokes a token at once; revoking it again changes nothing. */
export async function revokeApiToken(
  database: Database,
  actorId: number,
  id: number,
  now = new Date(),
): Promise<ApiToken> {
  return database.transaction(async (trx) => {
    const token = await listedToken(trx, id);
    if (token.revokedAt !== null) return token;
    await repo.revokeToken(trx, id, now);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'apiToken',
        entityId: id,
        action: 'revoke',
        summary: `API token “${token.name}” revoked`,
      },
      now,
    );
    return { ...token, revokedAt: now.toISOString() };
  });
}

/**
 * Checks a presented token for `scope` and writes its use to the trail (who, which route, when)
 * before the request goes on: a use the trail cannot record is refused with it. An unknown or
 * altered token is 401 API_TOKEN_INVALID, a revoked or expired one 401 with its own code, one
 * without the scope 403 API_TOKEN_SCOPE.
 */
export async function authenticateApiToken(
  database: Database,
  presented: string,
  scope: ApiTokenScope,
  use: TokenUse,
  now = new Date(),
): Promise<TokenActor> {
  const parsed = readApiToken(presented);
  const row = parsed ? await repo.findTokenForCheck(database.db, parsed.id) : undefined;
  // The hashes compared in constant time, so the time taken says nothing of how near a guess was.
  if (
    !parsed ||
    !row ||
    !timingSafeEqual(hashSecret(parsed.secret), Buffer.from(row.secret_hash, 'hex'))
  ) {
    throw new AppError(401, 'API_TOKEN_INVALID');
  }
  const refusal = tokenRefusal(
    { scopes: row.scopes, expiresAt: row.expires_at, revokedAt: row.revoked_at },
    scope,
    now,
  );
  if (refusal === 'API_TOKEN_SCOPE') throw new AppError(403, refusal, { params: { scope } });
  if (refusal) throw new AppError(401, refusal);
  await database.transaction(async (trx) => {
    await repo.markTokenUsed(trx, row.id, now);
    await recordAdminChange(
      trx,
      {
        actorId: row.created_by,
        apiTokenId: row.id,
        entity: 'apiToken',
        entityId: row.id,
        action: 'use',
        summary: `API token “${row.name}” used: ${use.method} ${use.url}`,
        after: { method: use.method, url: use.url, address: use.address, scope },
      },
      now,
    );
  });
  return { id: row.id, name: row.name, createdBy: row.created_by };
}
