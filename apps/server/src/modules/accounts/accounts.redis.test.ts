import { randomBytes, randomInt } from 'node:crypto';
import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { connectSocket, type ClientSocket } from '../../test/sockets';
import { TEST_PASSWORD } from '../../test/test-app';
import { hashPassword } from '../../lib/password';
import { createScratchDatabase } from '../../test/postgres-template';

// Two apps, as two server processes would be: one PostgreSQL database, one Redis.
const redisUrl = process.env.TEST_REDIS_URL!;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let a: BuiltApp;
let b: BuiltApp;
let bUrl: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase('daftar_accounts');
  const url = scratch.url;
  const config = testConfig({ REDIS_URL: redisUrl });
  a = await buildApp(config, openDatabase({ url: url }));
  b = await buildApp(config, openDatabase({ url: url }));
  bUrl = await b.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.app.close(), b?.app.close()]);
  await scratch?.drop();
});

async function createStudent() {
  // Fresh names and addresses each run: Redis keeps the counts for the whole window.
  const username = `student_${randomBytes(4).toString('hex')}`;
  const row = await a.database.db
    .insertInto('users')
    .values({
      username,
      username_key: username,
      password_hash: await hashPassword(TEST_PASSWORD),
      name: username,
      role: 'student',
      student_id: username,
      faculty_id: null,
      advisor_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = a.tokens.sign({ id: row.id, role: 'student', tokenVersion: 0 });
  return { id: row.id, username, token, headers: { authorization: `Bearer ${token}` } };
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (app: BuiltApp, username: string, password: string, address: string) =>
  app.app.inject({
    method: 'POST',
    url: API.login,
    payload: { username, password },
    remoteAddress: address,
  });

describe('accounts across processes over Redis', () => {
  it('counts sign-in failures made through one process in the other', async () => {
    const student = await createStudent();
    const attacker = randomAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(a, student.username, `guess${i}`, attacker)).statusCode).toBe(401);

    const held = await login(b, student.username, TEST_PASSWORD, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect((await login(b, student.username, TEST_PASSWORD, randomAddress())).statusCode).toBe(200);
  });

  it("closes the user's sockets on the other process within a second of logout", async () => {
    const student = await createStudent();
    const socket = await connectSocket(bUrl, { token: student.token });
    sockets.push(socket);
    const closed = new Promise<string>((resolve) => {
      setTimeout(() => resolve('still connected'), 1000);
      socket.once('disconnect', resolve);
    });

    const res = await a.app.inject({ method: 'POST', url: API.logout, headers: student.headers });
    expect(res.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
