import { API, HOLD_COLUMNS, RESULT_COLUMNS } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import {
  findStudent,
  peopleWorld,
  rollFile,
  staffFile,
  student,
} from '../modules/people-import/people-import.fixture';
import { importWithToken, makeToken } from '../modules/api-tokens/api-tokens.fixture';

// The records system's nightly job: a token opens the imports its scopes name, and nothing else.

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  ({ admin } = await peopleWorld(t));
});
afterAll(() => t.close());

const tokenTrail = (tokenId: number) =>
  t.database.db
    .selectFrom('admin_changes')
    .select(['entity', 'action', 'actor_id', 'api_token_id', 'summary', 'after'])
    .where('api_token_id', '=', tokenId)
    .orderBy('id')
    .execute();

describe('importing with an API token', () => {
  it('imports the roll with roll:write, names the token in the trail, and records each use', async () => {
    const { id, token } = await makeToken(t, admin, ['roll:write'], 'SIS nightly');
    const res = await importWithToken(t, token, API.rollImport, rollFile(student('T2001')));
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ created: 1, updated: 0, unchanged: 0, deactivated: 0 });
    expect(await findStudent(t.database.db, 'T2001')).toMatchObject({ username: 'T2001' });
    const dry = await importWithToken(
      t,
      token,
      API.rollImport,
      rollFile(student('T2002')),
      '?dryRun=true',
    );
    expect(dry.json().summary.created).toBe(1);

    const trail = await tokenTrail(id);
    expect(trail.map((line) => [line.entity, line.action])).toEqual([
      ['apiToken', 'use'],
      ['user', 'import'],
      ['apiToken', 'use'],
    ]);
    // On the authority of the admin who made the token, and named by it.
    expect(trail.every((line) => line.actor_id === admin.id)).toBe(true);
    expect(trail[0]!.summary).toBe(`API token “SIS nightly” used: POST ${API.rollImport}`);
    expect(JSON.parse(trail[2]!.after!)).toMatchObject({
      method: 'POST',
      url: `${API.rollImport}?dryRun=true`,
      scope: 'roll:write',
    });
    expect(trail[1]!.summary).toMatch(
      /^Student roll imported \(upsert\) with API token “SIS nightly”: 1 created/,
    );

    const changes = (
      await t.app.inject({ url: `${API.adminChanges}?entity=user`, headers: admin.headers })
    ).json();
    expect(changes.items[0]).toMatchObject({
      action: 'import',
      apiToken: { id, name: 'SIS nightly' },
    });
    const [listed] = (await t.app.inject({ url: API.apiTokens, headers: admin.headers }))
      .json()
      .filter((row: { id: number }) => row.id === id);
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses an import its scopes do not name, and leaves the trail alone', async () => {
    const { id, token } = await makeToken(t, admin, ['staff:write', 'results:write'], 'Staff only');
    const res = await importWithToken(t, token, API.rollImport, rollFile(student('T3001')));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'API_TOKEN_SCOPE',
      error: 'That API token does not have the roll:write scope.',
    });
    expect(await findStudent(t.database.db, 'T3001')).toBeUndefined();
    expect(await tokenTrail(id)).toEqual([]);
    const staff = await importWithToken(
      t,
      token,
      API.staffImport,
      staffFile({ staff_id: 'L9001', email: 'l9001@example.edu.my' }),
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ ok: true, errors: [], summary: { created: 1 } });
  });

  it('opens the results and holds imports to the bursary and records jobs with their scopes', async () => {
    const { token: records } = await makeToken(t, admin, ['results:write'], 'Results nightly');
    const { token: bursary } = await makeToken(t, admin, ['holds:write'], 'Bursary nightly');
    const results = `${RESULT_COLUMNS.join(',')}\n`;
    const holds = `${HOLD_COLUMNS.join(',')}\n`;
    const dryRun = '?dryRun=true';
    expect(
      (await importWithToken(t, records, API.resultsImport, results, dryRun)).json(),
    ).toMatchObject({ ok: true });
    expect(
      (await importWithToken(t, bursary, API.holdsImport, holds, dryRun)).json(),
    ).toMatchObject({
      ok: true,
    });
    // Each job's token opens its own import only.
    expect((await importWithToken(t, records, API.holdsImport, holds, dryRun)).statusCode).toBe(
      403,
    );
    expect((await importWithToken(t, bursary, API.resultsImport, results, dryRun)).statusCode).toBe(
      403,
    );
  });

  it('answers 401 with its own code for an expired, a revoked and a made-up token', async () => {
    const expired = await makeToken(t, admin, ['roll:write'], 'Expired');
    await t.database.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const revoked = await makeToken(t, admin, ['roll:write'], 'Revoked');
    await t.app.inject({ method: 'DELETE', url: API.apiToken(revoked.id), headers: admin.headers });
    const altered = `${revoked.token.slice(0, -1)}${revoked.token.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      [expired.token, 'API_TOKEN_EXPIRED'],
      [revoked.token, 'API_TOKEN_REVOKED'],
      [altered, 'API_TOKEN_INVALID'],
      ['daftar_not-a-token', 'API_TOKEN_INVALID'],
    ] as const;
    for (const [token, code] of cases) {
      const res = await importWithToken(t, token, API.rollImport, rollFile(student('T4001')));
      expect([res.statusCode, res.json().code]).toEqual([401, code]);
    }
    expect(await findStudent(t.database.db, 'T4001')).toBeUndefined();
    expect(await tokenTrail(expired.id)).toEqual([]);
  });

  it('is refused by every route that needs a sign-in, and is nobody on the public ones', async () => {
    const { token } = await makeToken(t, admin, [
      'roll:write',
      'staff:write',
      'results:write',
      'holds:write',
      'rosters:read',
    ]);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const opened = new Set([
      ...[API.rollImport, API.staffImport, API.resultsImport, API.holdsImport].map(
        (p) => `POST ${p}`,
      ),
      // The learning platform's reads (issue 47).
      'GET /api/admin/sections/{id}/class-list.csv',
      `GET ${API.oneRoster}`,
    ]);
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, path } of routes) {
      if (opened.has(`${method} ${path}`)) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url, headers });
      const anonymous = await call({});
      const withToken = await call({ authorization: `Bearer ${token}` });
      const seen = `${method} ${path}`;
      if (anonymous.statusCode === 401) {
        expect([seen, withToken.statusCode, withToken.json().code]).toEqual([
          seen,
          403,
          'API_TOKEN_NOT_ALLOWED',
        ]);
      } else {
        expect([seen, withToken.statusCode]).toEqual([seen, anonymous.statusCode]);
      }
    }
  });
});
