import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/database';
import { api } from '../test/api';
import { checkInvariants, createCatalogue, type Fixture } from '../test/catalogue-fixture';
import { startTcpProxy } from '../test/tcp-proxy';
import { eventually } from '../test/sockets';

// PostgreSQL goes away under a running server, then comes back: requests fail with 503 and
// /readyz says so, the process stays up, and everything recovers without a restart.

const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const dbName = `daftar_outage_${randomBytes(5).toString('hex')}`;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let built: BuiltApp;
let fx: Fixture;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  proxy = await startTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  url.port = String(proxy.port);
  built = await buildApp(testConfig(), openDatabase({ url: url.toString(), poolSize: 5 }));
  fx = await createCatalogue(built.database.db, [
    { code: 'OUT1001', sections: [{ capacity: 50, meetings: [[1, 8, 9]] }] },
    { code: 'OUT1002', sections: [{ capacity: 50, meetings: [[2, 8, 9]] }] },
  ]);
});

afterAll(async () => {
  await built?.app.close();
  await proxy?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe('a database outage', () => {
  it('answers 503 while the database is gone and recovers by itself when it returns', async () => {
    const { app } = built;
    const { token, id } = await (async () => {
      const hash = 'scrypt$16384$8$1$AAAA$AAAA';
      const row = await built.database.db
        .insertInto('users')
        .values({
          username: 'outage',
          username_key: 'outage',
          password_hash: hash,
          name: 'Outage',
          role: 'student',
          student_id: 'O1',
          faculty_id: null,
          advisor_id: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        token: built.tokens.sign({ id: row.id, role: 'student', tokenVersion: 0 }),
      };
    })();
    const student = {
      id,
      username: 'outage',
      role: 'student' as const,
      token,
      headers: { authorization: `Bearer ${token}` },
    };
    const http = api({ ...built, close: async () => {}, createUser: async () => student });

    expect((await http.add(student, fx.subjects.OUT1001!.id)).statusCode).toBe(201);

    await proxy.cut();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'The database is not reachable.',
      code: 'SERVICE_UNAVAILABLE',
      params: { context: 'database' },
    });
    const add = await http.add(student, fx.subjects.OUT1002!.id);
    expect(add.statusCode).toBe(503);
    expect(add.json()).toEqual({
      error: 'The service is briefly unavailable. Please try again.',
      code: 'SERVICE_UNAVAILABLE',
      params: {},
    });
    expect(add.headers['retry-after']).toBe('5');
    expect((await http.get('/api/subjects', student)).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    await proxy.restore();
    await eventually(
      async () => expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200),
      10_000,
    );
    await eventually(
      async () => expect((await http.add(student, fx.subjects.OUT1002!.id)).statusCode).toBe(201),
      10_000,
    );
    const selected = (await http.get('/api/registration/subjects', student)).json();
    expect(selected.map((s: { code: string }) => s.code).sort()).toEqual(['OUT1001', 'OUT1002']);
    expect(await checkInvariants(built.database.db)).toEqual([]);
  });
});
