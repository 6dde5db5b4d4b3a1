import { API } from '@daftar/contract';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { makeToken } from '../api-tokens/api-tokens.fixture';
import { nameParts } from './rosters.oneroster';

// The semester as OneRoster 1.1 CSV for the learning platform (issue 47): every file the manifest
// names, each seat an enrollment in its section's class (each part of a place its own), and a
// change after one export in the next with its dateLastModified. On both engines.

const URL = API.oneRoster;

let t: TestApp;
let fx: Fixture;
let http: ReturnType<typeof api>;
let admin: TestUser;

beforeEach(async () => {
  t = await createTestApp();
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'ONE1001', sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    {
      code: 'LAB1001',
      sections: [
        { capacity: 5, part: 'L', meetings: [[2, 8, 10]] },
        { capacity: 5, part: 'T', linkedTo: 0, meetings: [[3, 8, 9]] },
      ],
    },
  ]);
  admin = await t.createUser({ role: 'admin' });
});
afterEach(() => t.close());

const id = (code: string) => fx.subjects[code]!.id;

async function roster(headers = admin.headers, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const table = (name: string) =>
    parse(strFromU8(files[name]!), { columns: true }) as Record<string, string>[];
  return { res, files, table };
}

describe('the OneRoster export', () => {
  it('has every file its manifest names, each seat an enrollment in its class', async () => {
    const aiman = await t.createUser({ name: 'Aiman bin Ali' });
    expect((await http.add(aiman, id('ONE1001'))).statusCode).toBe(201);
    expect((await http.add(aiman, id('LAB1001'))).statusCode).toBe(201);

    const { res, files, table } = await roster();
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="oneroster-2024-2025-semester-6.zip"',
    );
    const manifest = Object.fromEntries(
      table('manifest.csv').map((r) => [r.propertyName, r.value]),
    );
    expect(manifest['oneroster.version']).toBe('1.1');
    for (const [property, value] of Object.entries(manifest)) {
      if (!property.startsWith('file.')) continue;
      expect(`${property.slice(5)}.csv` in files, property).toBe(value === 'bulk');
    }
    expect(Object.keys(files).sort()).toEqual([
      'academicSessions.csv',
      'classes.csv',
      'courses.csv',
      'enrollments.csv',
      'manifest.csv',
      'orgs.csv',
      'users.csv',
    ]);
    const [session] = table('academicSessions.csv');
    expect(session).toMatchObject({ type: 'semester', schoolYear: '2025', status: 'active' });
    expect(table('classes.csv').map((c) => c.classCode)).toEqual(
      expect.arrayContaining(['ONE1001-1', 'LAB1001-L1', 'LAB1001-T2']),
    );
    const classes = new Map(table('classes.csv').map((c) => [c.sourcedId, c]));
    const [user] = table('users.csv');
    expect(user).toMatchObject({ role: 'student', givenName: 'Aiman', familyName: 'bin Ali' });
    const enrollments = table('enrollments.csv');
    expect(enrollments.map((e) => classes.get(e.classSourcedId!)!.classCode).sort()).toEqual([
      'LAB1001-L1',
      'LAB1001-T2',
      'ONE1001-1',
    ]);
    for (const e of enrollments) {
      expect(e).toMatchObject({
        userSourcedId: user!.sourcedId,
        role: 'student',
        status: 'active',
      });
      expect(classes.get(e.classSourcedId!)!.schoolSourcedId).toBe(e.schoolSourcedId);
    }
    const orgs = new Set(table('orgs.csv').map((o) => o.sourcedId));
    for (const c of classes.values()) expect(orgs.has(c.schoolSourcedId!)).toBe(true);
  });

  it('shows a change after one export in the next, and a drop as gone', async () => {
    const aiman = await t.createUser({ name: 'Aiman bin Ali' });
    await http.add(aiman, id('ONE1001'));
    const first = (await roster()).table('enrollments.csv');
    const exported = new Date().toISOString();

    const mei = await t.createUser({ name: 'Tan Mei Ling' });
    await http.add(mei, id('ONE1001'));
    await http.remove(aiman, id('ONE1001'));
    const next = (await roster()).table('enrollments.csv');
    expect(next).toHaveLength(1);
    expect(next[0]!.sourcedId).not.toBe(first[0]!.sourcedId);
    expect(next[0]!.dateLastModified! >= exported).toBe(true);
  });

  it('opens to a rosters:read token, and answers 404 for a period that does not exist', async () => {
    const token = await makeToken(t, admin, ['rosters:read'], 'Canvas nightly');
    await roster({ authorization: `Bearer ${token.token}` }, `?periodId=${fx.periodId}`);
    const other = await makeToken(t, admin, ['holds:write'], 'Bursary');
    const refused = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${URL}?periodId=999999`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a name as a platform wants it', () => {
  it('splits before a patronymic marker, else at the last word', () => {
    expect(nameParts('Nur Aisyah binti Ahmad')).toEqual({
      givenName: 'Nur Aisyah',
      familyName: 'binti Ahmad',
    });
    expect(nameParts('Muthu a/l Rajan')).toEqual({ givenName: 'Muthu', familyName: 'a/l Rajan' });
    expect(nameParts('Tan Mei Ling')).toEqual({ givenName: 'Tan Mei', familyName: 'Ling' });
    expect(nameParts('Suharti')).toEqual({ givenName: 'Suharti', familyName: 'Suharti' });
  });
});
