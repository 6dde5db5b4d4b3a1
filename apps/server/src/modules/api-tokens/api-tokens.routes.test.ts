import { createHash } from 'node:crypto';
import { API, apiTokenSchema } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { inDays, makeToken } from './api-tokens.fixture';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const list = async (user: TestUser) =>
  (await t.app.inject({ url: API.apiTokens, headers: user.headers })).json();

describe('the registrar’s API tokens', () => {
  it('shows the secret once, lists the token without it, and keeps only its hash', async () => {
    const expiresAt = inDays(90);
    const res = await t.app.inject({
      method: 'POST',
      url: API.apiTokens,
      headers: admin.headers,
      payload: { name: '  Nightly roll ', scopes: ['staff:write', 'roll:write'], expiresAt },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Nightly roll',
      scopes: ['roll:write', 'staff:write'],
      createdBy: { id: admin.id },
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.token).toMatch(new RegExp(`^daftar_${created.id}_[A-Za-z0-9_-]{43}$`));

    const listed = await list(admin);
    const mine = listed.find((token: { id: number }) => token.id === created.id);
    const { token: secret, ...withoutSecret } = created;
    expect(mine).toEqual(withoutSecret);
    expect(Object.keys(mine).sort()).toEqual(Object.keys(apiTokenSchema.shape).sort());
    expect(JSON.stringify(listed)).not.toContain(secret.slice(-43));

    const row = await t.database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash('sha256').update(secret.slice(-43)).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(-43));
  });

  it('refuses an expiry in the past or more than 366 days ahead, and no scope', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: API.apiTokens, headers: admin.headers, payload });
    for (const expiresAt of [inDays(-1), inDays(367)]) {
      const res = await post({ name: 'Job', scopes: ['roll:write'], expiresAt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        params: { field: 'expiresAt' },
      });
    }
    const res = await post({ name: 'Job', scopes: [], expiresAt: inDays(1) });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'scopes' } });
    const unknown = await post({ name: 'Job', scopes: ['admin:all'], expiresAt: inDays(1) });
    expect(unknown.statusCode).toBe(400);
  });

  it('revokes a token once, in the trail, and answers 404 for one it does not know', async () => {
    const { id } = await makeToken(t, admin, ['roll:write'], 'To revoke');
    const del = () =>
      t.app.inject({ method: 'DELETE', url: API.apiToken(id), headers: admin.headers });
    const first = await del();
    expect(first.statusCode).toBe(200);
    expect(first.json().revokedAt).toEqual(expect.any(String));
    expect((await del()).json().revokedAt).toBe(first.json().revokedAt);
    const trail = await t.database.db
      .selectFrom('admin_changes')
      .select(['action', 'actor_id', 'summary'])
      .where('entity', '=', 'apiToken')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        action: 'create',
        actor_id: admin.id,
        summary: expect.stringMatching(
          /^API token “To revoke” made \(roll:write\), expires \d+ \w+ \d{4}, .+ \(Malaysia time\)$/,
        ),
      },
      { action: 'revoke', actor_id: admin.id, summary: 'API token “To revoke” revoked' },
    ]);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: API.apiToken(999_999),
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'That API token was not found.',
    });
  });

  it('is the registrar’s alone: not a lecturer’s, and never a token’s', async () => {
    const lecturer = await t.createUser({ role: 'lecturer' });
    expect((await t.app.inject({ url: API.apiTokens, headers: lecturer.headers })).statusCode).toBe(
      403,
    );
    const { token } = await makeToken(t, admin, ['roll:write', 'staff:write']);
    const res = await t.app.inject({
      method: 'POST',
      url: API.apiTokens,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Copy', scopes: ['roll:write'], expiresAt: inDays(1) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_TOKEN_NOT_ALLOWED');
  });
});
