import { randomBytes } from 'node:crypto';
import { API } from '@daftar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { createTokenService } from '../../lib/tokens';
import { createCatalogue } from '../../test/catalogue-fixture';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { connectSocket, eventually, record, type ClientSocket } from '../../test/sockets';
import { hashPassword } from '../../lib/password';
import { createScratchDatabase } from '../../test/postgres-template';

// Two server processes share one PostgreSQL database and carry their events over Redis.
const redisUrl = process.env.TEST_REDIS_URL!;
const secret = randomBytes(32).toString('hex');
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase('daftar_multi');
  const url = scratch.url;
  const env = {
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
    JWT_SECRET: secret,
    SEED: 'none',
    QUOTA_EVENT_WINDOW_MS: '50',
  };
  // Both start at once: the migration lock must let exactly one of them migrate.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  database = openDatabase({ url: url });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await scratch?.drop();
});

describe('several server processes over Redis', () => {
  it('carries a seat change and a decision made through one process to sockets on the other', async () => {
    const fx = await createCatalogue(database.db, [
      { code: 'MPX1001', sections: [{ capacity: 9, meetings: [[1, 8, 9]] }] },
    ]);
    const hash = await hashPassword('secret123');
    const user = async (role: 'student' | 'lecturer', advisorId: number | null) => {
      const username = `${role}_${randomBytes(3).toString('hex')}`;
      const row = await database.db
        .insertInto('users')
        .values({
          username,
          username_key: username,
          password_hash: hash,
          name: username,
          role,
          student_id: role === 'student' ? username : null,
          faculty_id: null,
          advisor_id: advisorId,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = createTokenService(secret, 3600).sign({ id: row.id, role, tokenVersion: 0 });
      return { id: row.id, headers: { authorization: `Bearer ${token}` }, token };
    };
    const lecturer = await user('lecturer', null);
    const student = await user('student', lecturer.id);

    const onB = await connectSocket(b.url, { token: student.token });
    const anonymousOnB = await connectSocket(b.url, { transport: 'polling' });
    sockets.push(onB, anonymousOnB);
    const quotas = record(anonymousOnB, 'quotaUpdated');
    const decisions = record(onB, 'subjectStatusUpdated');

    const subjectId = fx.subjects.MPX1001!.id;
    // As the spec's client does: a JSON content type only when there is a body.
    const post = (url: string, headers: Record<string, string>, body?: object) =>
      fetch(`${a.url}${url}`, {
        method: 'POST',
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await post(API.selectedSubjects, student.headers, { subjectId })).status).toBe(201);
    await eventually(() =>
      expect(quotas.flat()).toContainEqual(
        expect.objectContaining({ subjectId, newQuota: { total: 9, registered: 1 } }),
      ),
    );

    expect((await post(API.submit, student.headers)).status).toBe(200);
    const listed = await fetch(`${a.url}${API.reviewRegistrations}`, { headers: lecturer.headers });
    const list = (await listed.json()) as { id: number }[];
    expect((await post(API.approveSubject(list[0]!.id, subjectId), lecturer.headers)).status).toBe(
      200,
    );
    await eventually(() =>
      expect(decisions).toEqual([
        {
          userId: student.id,
          subjectId,
          subjectCode: 'MPX1001',
          subjectName: 'Subject MPX1001',
          subjectNameMs: null,
          newStatus: 'approved',
          decidedAt: expect.any(String),
        },
      ]),
    );
  });
});
