import type { Db } from '../../db/database';

// The SQL of the records system's tokens (issue 43).

export interface NewTokenRow {
  name: string;
  scopes: string;
  secretHash: string;
  createdBy: number;
  expiresAt: string;
}

export async function insertToken(db: Db, token: NewTokenRow, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('api_tokens')
    .values({
      name: token.name,
      scopes: token.scopes,
      secret_hash: token.secretHash,
      created_at: now.toISOString(),
      created_by: token.createdBy,
      expires_at: token.expiresAt,
      last_used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The listed columns, with the name of the admin who made each token: never the hash. */
function listedTokens(db: Db) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.name',
      't.scopes',
      't.created_at',
      't.created_by',
      'u.name as created_by_name',
      't.expires_at',
      't.last_used_at',
      't.revoked_at',
    ]);
}
export type ListedTokenRow = Awaited<
  ReturnType<ReturnType<typeof listedTokens>['execute']>
>[number];

/** Every token, newest first: the registrar's console holds tens, not thousands. */
export const listTokens = (db: Db) => listedTokens(db).orderBy('t.id', 'desc').execute();

export const findListedToken = (db: Db, id: number) =>
  listedTokens(db).where('t.id', '=', id).executeTakeFirst();

/** What checking a presented token needs: its hash, state, and whose authority it carries. */
export const findTokenForCheck = (db: Db, id: number) =>
  db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'scopes', 'secret_hash', 'created_by', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function revokeToken(db: Db, id: number, now: Date) {
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function markTokenUsed(db: Db, id: number, now: Date) {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
