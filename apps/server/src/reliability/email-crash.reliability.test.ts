import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type RegistrationSummary } from '@daftar/contract';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTokenService } from '../lib/tokens';
import { createCatalogue } from '../test/catalogue-fixture';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startSmtpSink, type ReceivedMail, type SmtpSink, type Verdict } from '../test/smtp-sink';
import { eventually } from '../test/sockets';

// Issue 21: the server is killed with SIGKILL while the mail server holds its messages, in the
// middle of delivering them. After a restart nothing is lost, and nothing is sent twice: a
// message the mail server never accepted arrives once, and one it accepted as the process died
// is sent again with the same Message-ID, the idempotency key a receiving system dedupes by.
// And two server processes on one database share the outbox without sending anything twice.
// On a file-based SQLite database, and on PostgreSQL when TEST_DATABASE_URL is set (as
// `npm run test:reliability` sets it).

const STUDENTS = 3;
const LEASE_MS = 2000;

type Engine = 'sqlite' | 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL;
const ENGINES: Engine[] = adminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

interface World {
  dir: string;
  dbUrl: string;
  pgName?: string;
  env: Record<string, string>;
  sink: SmtpSink;
  server?: ServerProcess;
  others: ServerProcess[];
}
let world: World | undefined;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

afterEach(async () => {
  if (!world) return;
  for (const server of [world.server, ...world.others]) {
    const child = server?.child;
    if (child && child.exitCode === null && child.signalCode === null) await server!.stop();
  }
  await world.sink.stop();
  rmSync(world.dir, { recursive: true, force: true });
  if (world.pgName) await adminQuery(`drop database if exists ${world.pgName} with (force)`);
  world = undefined;
});

/** A server process with email on, a catalogue, an advisor and students with addresses. */
async function setUp(engine: Engine, options: { students?: number; windowMs?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'daftar-email-crash-'));
  let dbUrl = `sqlite:${join(dir, 'email.db')}`;
  let pgName: string | undefined;
  if (engine === 'postgres') {
    pgName = `daftar_email_${randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${pgName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${pgName}`;
    dbUrl = url.toString();
  }
  const secret = randomBytes(32).toString('hex');
  const sink = await startSmtpSink();
  const env = {
    DATABASE_URL: dbUrl,
    JWT_SECRET: secret,
    SEED: 'none',
    RATE_LIMITS: 'off',
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://daftar.example.edu.my',
    EMAIL_GROUP_WINDOW_MS: String(options.windowMs ?? 1000),
    EMAIL_POLL_MS: '100',
    EMAIL_RETRY_BASE_MS: '200',
    EMAIL_LEASE_MS: String(LEASE_MS),
  };
  world = { dir, dbUrl, pgName, env, sink, others: [] };

  const setup = openDatabase({ url: dbUrl });
  await migrateToLatest(setup);
  const fx = await createCatalogue(setup.db, [
    { code: 'KIL1001', credits: 3, sections: [{ capacity: 10, meetings: [[1, 8, 10]] }] },
    { code: 'KIL1002', credits: 3, sections: [{ capacity: 10, meetings: [[2, 8, 10]] }] },
  ]);
  const tokens = createTokenService(secret, 3600);
  const person = async (role: 'student' | 'lecturer', name: string, advisorId: number | null) => {
    const username = `${role}${randomBytes(3).toString('hex')}`;
    const row = await setup.db
      .insertInto('users')
      .values({
        username,
        username_key: username,
        password_hash: 'x',
        name,
        role,
        student_id: role === 'student' ? username.toUpperCase() : null,
        faculty_id: null,
        advisor_id: advisorId,
        // The advisor has no address: only the students' decisions are mailed here.
        email: role === 'student' ? `${username}@example.edu.my` : null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const auth = `Bearer ${tokens.sign({ id: row.id, role, tokenVersion: 0 })}`;
    return { id: row.id, address: `${username}@example.edu.my`, auth };
  };
  const advisor = await person('lecturer', 'Dr. Aminah', null);
  const students = [];
  for (let i = 0; i < (options.students ?? STUDENTS); i += 1) {
    students.push(await person('student', `Pelajar ${i}`, advisor.id));
  }
  await setup.close();
  world.server = await startServerProcess(env);
  const subjectIds = Object.values(fx.subjects).map((s) => s.id);
  return { advisor, students, subjectIds };
}

async function call(auth: string, method: string, path: string, body?: object) {
  const reply = await fetch(`${world!.server!.url}${path}`, {
    method,
    headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(reply.ok, `${method} ${path}: ${reply.status}`).toBe(true);
  return reply.status === 204 ? undefined : reply.json();
}

/** Each student submits both subjects and the advisor decides them one by one, in one burst. */
async function decideEverything(setup: Awaited<ReturnType<typeof setUp>>) {
  for (const student of setup.students) {
    for (const subjectId of setup.subjectIds) {
      await call(student.auth, 'POST', API.selectedSubjects, { subjectId });
    }
    await call(student.auth, 'POST', API.submit);
  }
  const waiting = (await call(
    setup.advisor.auth,
    'GET',
    API.reviewRegistrations,
  )) as RegistrationSummary[];
  for (const registration of waiting) {
    for (const subjectId of setup.subjectIds) {
      await call(
        setup.advisor.auth,
        'POST',
        API.approveSubject(registration.id, subjectId),
        undefined,
      );
    }
  }
}

/** Holds every message the sink receives until the test answers it. */
function holdMessages(sink: SmtpSink) {
  const held: ((verdict: Verdict) => void)[] = [];
  sink.onMessage = () => new Promise<Verdict>((resolve) => held.push(resolve));
  return held;
}

async function killServer() {
  const { server } = world!;
  server!.child.kill('SIGKILL');
  if (server!.child.exitCode === null) await new Promise((r) => server!.child.once('exit', r));
}

async function outboxRows() {
  const check = openDatabase({ url: world!.dbUrl });
  try {
    return await check.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
  } finally {
    await check.close();
  }
}

function byMessageId(mails: ReceivedMail[]) {
  const copies = new Map<string, ReceivedMail[]>();
  for (const mail of mails)
    copies.set(mail.messageId, [...(copies.get(mail.messageId) ?? []), mail]);
  return copies;
}

describe.each(ENGINES)('email when the server is killed mid-delivery (%s)', (engine) => {
  it('sends each message exactly once after a restart when the mail server had not accepted it', async () => {
    const setup = await setUp(engine);
    const { sink } = world!;
    const held = holdMessages(sink);
    await decideEverything(setup);
    // Every student's message is on the wire, waiting for the mail server's answer.
    await eventually(() => expect(sink.received).toHaveLength(STUDENTS), 15_000);
    await killServer();
    // The connection died with the process: the mail server never accepted these.
    for (const answer of held) answer({ code: 421, message: '4.4.2 Connection dropped' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.accepted).toEqual([]);

    sink.onMessage = () => 'accept';
    world!.server = await startServerProcess(world!.env, world!.server!.port);
    await eventually(() => expect(sink.accepted).toHaveLength(STUDENTS), LEASE_MS + 15_000);
    // A while longer, for any second copy to show.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS));

    const rows = await outboxRows();
    expect(rows).toHaveLength(STUDENTS);
    expect(rows.every((row) => row.status === 'sent' && row.items === 2)).toBe(true);
    // One message per group, to its student, with the group's Message-ID.
    expect(sink.accepted).toHaveLength(STUDENTS);
    for (const student of setup.students) {
      const mails = sink.accepted.filter((mail) => mail.to === student.address);
      const row = rows.find((r) => r.user_id === student.id)!;
      expect(mails.map((mail) => mail.messageId)).toEqual([row.message_id]);
      expect(mails[0]!.text).toContain('KIL1001');
      expect(mails[0]!.text).toContain('KIL1002');
    }
  });

  it('sends again with the same Message-ID a message the mail server accepted as the server died', async () => {
    const setup = await setUp(engine);
    const { sink } = world!;
    const held = holdMessages(sink);
    await decideEverything(setup);
    await eventually(() => expect(sink.received).toHaveLength(STUDENTS), 15_000);
    await killServer();
    // The first was accepted (its 250 never reached the dead process); the others were not.
    const [first, ...others] = held;
    first!('accept');
    for (const answer of others) answer({ code: 421, message: '4.4.2 Connection dropped' });
    await eventually(() => expect(sink.accepted).toHaveLength(1));

    sink.onMessage = () => 'accept';
    world!.server = await startServerProcess(world!.env, world!.server!.port);
    await eventually(() => expect(sink.accepted).toHaveLength(STUDENTS + 1), LEASE_MS + 15_000);
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS));

    const rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // Every group arrived; the one copy too many is the same message, by its Message-ID.
    const copies = byMessageId(sink.accepted);
    expect([...copies.keys()].sort()).toEqual(rows.map((row) => row.message_id).sort());
    expect([...copies.values()].map((mails) => mails.length).sort()).toEqual([1, 1, 2]);
    const twice = [...copies.values()].find((mails) => mails.length === 2)!;
    expect(twice[1]!.subject).toBe(twice[0]!.subject);
    expect(twice[1]!.text).toBe(twice[0]!.text);
    expect(twice[1]!.to).toBe(twice[0]!.to);
  });

  it('shares the outbox between two server processes without sending anything twice', async () => {
    // No grouping window: each decision is a message of its own, 20 in all.
    const setup = await setUp(engine, { students: 10, windowMs: 0 });
    const { sink } = world!;
    // A slow mail server, so both workers have sends under way at once.
    sink.onMessage = () => new Promise((resolve) => setTimeout(() => resolve('accept'), 30));
    world!.others.push(await startServerProcess(world!.env));
    await decideEverything(setup);

    await eventually(() => expect(sink.accepted).toHaveLength(20), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rows = await outboxRows();
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(sink.received).toHaveLength(20);
    expect(sink.accepted.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => row.message_id).sort(),
    );
  });
});
