import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type EmailOutboxReply, type RegistrationSummary } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { eventually } from '../../test/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 21's email, against a real SMTP server the test starts: one message per burst of
// decisions in the student's language, a mail server down for a while, a permanent refusal, and
// nobody mailed who turned email off or has no address. (Killed mid-delivery:
// reliability/email-crash.reliability.test.ts.)

const PUBLIC_URL = 'https://daftar.example.edu.my';
const WINDOW_MS = 1500;
const POLL_MS = 50;

let sink: SmtpSink;
let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let admin: TestUser;
let webDist: string;
const id = (code: string) => fx.subjects[code]!.id;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(overrides: Partial<Config> = {}) {
  t = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_URL,
    MAIL_FROM: 'Daftar <daftar@example.edu.my>',
    EMAIL_GROUP_WINDOW_MS: WINDOW_MS,
    EMAIL_POLL_MS: POLL_MS,
    EMAIL_RETRY_BASE_MS: 100,
    WEB_DIST: webDist,
    ...overrides,
  });
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'EML1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'EML1002', credits: 3, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
    { code: 'EML1003', credits: 3, sections: [{ capacity: 5, meetings: [[3, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer', name: 'Dr. Aminah' });
  admin = await t.createUser({ role: 'admin' });
}

async function student(
  name: string,
  account: {
    email?: string | null;
    language?: 'en' | 'ms' | null;
    lastLanguage?: 'en' | 'ms';
    emailEnabled?: boolean;
  } = {},
) {
  const user = await t.createUser({ advisorId: advisor.id, name });
  await t.database.db
    .updateTable('users')
    .set({
      email: account.email === undefined ? `${user.username}@example.edu.my` : account.email,
      language: account.language === undefined ? 'en' : account.language,
      last_language: account.lastLanguage ?? null,
      email_enabled: account.emailEnabled === false ? 0 : 1,
    })
    .where('id', '=', user.id)
    .execute();
  return user;
}

async function submitAll(user: TestUser) {
  for (const code of ['EML1001', 'EML1002', 'EML1003']) {
    expect((await http.add(user, id(code))).statusCode).toBe(201);
  }
  expect((await http.submit(user)).statusCode).toBe(200);
  const waiting = (await http.get(API.reviewRegistrations, advisor)).json<RegistrationSummary[]>();
  return waiting.find((registration) => registration.student.id === user.id)!.id;
}

const outbox = () => t.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

beforeEach(async () => {
  sink = await startSmtpSink();
  webDist = mkdtempSync(join(tmpdir(), 'daftar-email-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Daftar</title>');
});
afterEach(async () => {
  await t?.close();
  await sink.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('email through the outbox', () => {
  it('sends one message per burst of decisions, in the student’s language, with a working link', async () => {
    await start();
    // She never chose a language: she last signed in on a Malay browser (issue 42).
    const meiLing = await student('Tan Mei Ling', {
      language: null,
      lastLanguage: 'ms',
      email: 'mei.ling@example.edu.my',
    });
    const registrationId = await submitAll(meiLing);
    await http.post(API.approveSubject(registrationId, id('EML1001')), advisor);
    await http.post(API.rejectSubject(registrationId, id('EML1002')), advisor, {
      reason: 'Ambil <b>semester</b> hadapan.',
    });
    await http.post(API.approveSubject(registrationId, id('EML1003')), advisor);

    await eventually(
      () => expect(sink.accepted.filter((m) => m.to.includes('mei.ling'))).toHaveLength(1),
      WINDOW_MS + 5000,
    );
    // Nothing more follows the burst: one message named all three.
    await pause(WINDOW_MS + 4 * POLL_MS);
    const mails = sink.accepted.filter((m) => m.to.includes('mei.ling'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Pendaftaran anda: 2 subjek diluluskan, 1 ditolak');
    expect(mail!.text).toContain('Salam sejahtera Tan Mei Ling,');
    expect(mail!.text).toContain(
      'Keputusan telah dibuat bagi pendaftaran subjek anda: 2 subjek diluluskan, 1 ditolak: Ambil <b>semester</b> hadapan.',
    );
    for (const code of ['EML1001', 'EML1002', 'EML1003']) {
      expect(mail!.text).toContain(code);
      expect(mail!.html).toContain(code);
    }
    expect(mail!.text).toContain('Alasan: Ambil <b>semester</b> hadapan.');
    // The reason is text in the HTML too, never markup.
    expect(mail!.html).toContain('Ambil &lt;b&gt;semester&lt;/b&gt; hadapan.');
    expect(mail!.html).not.toContain('<b>semester');

    const link = `${PUBLIC_URL}/registration`;
    expect(mail!.text).toContain(`Lihat pendaftaran anda: ${link}`);
    expect(mail!.html).toContain(`<a href="${link}">Lihat pendaftaran anda</a>`);
    // The link opens the app's registration page.
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const rows = (await outbox()).filter((row) => row.user_id === meiLing.id);
    expect(rows).toMatchObject([{ kind: 'decisions', status: 'sent', items: 3, attempts: 1 }]);
    expect(mail!.messageId).toBe(rows[0]!.message_id);
  });

  it('tells an English student in English, and advisors of each submission with a link to review', async () => {
    await start({ STUDENT_EMAIL_TEMPLATE: '{studentId}@siswa.example.edu.my' });
    await t.database.db
      .updateTable('users')
      .set({ email: 'aminah@example.edu.my' })
      .where('id', '=', advisor.id)
      .execute();
    // No address of their own: the university's, derived from the student ID.
    const ali = await student('Ali bin Abu', { email: null });
    const registrationId = await submitAll(ali);
    await http.post(API.rejectRegistration(registrationId), advisor, {
      reason: 'Please see me first.',
    });

    await eventually(() => expect(sink.accepted).toHaveLength(2), WINDOW_MS + 5000);
    const [submitted, decided] = sink.accepted;
    expect(submitted!.to).toBe('aminah@example.edu.my');
    expect(submitted!.subject).toBe('Ali bin Abu submitted 3 subjects for review');
    expect(submitted!.text).toContain(`Review Registrations: ${PUBLIC_URL}/admin`);
    expect(decided!.to).toMatch(/^t[0-9a-f]+@siswa\.example\.edu\.my$/);
    expect(decided!.subject).toBe('Your registration: 3 subjects rejected');
    expect(decided!.text).toContain('3 subjects rejected: Please see me first.');
  });

  it('gathers an advisor’s submissions of the day into one digest', async () => {
    await start();
    await t.database.db
      .updateTable('users')
      .set({ email: 'aminah@example.edu.my', submission_email: 'daily' })
      .where('id', '=', advisor.id)
      .execute();
    await submitAll(await student('Tan Mei Ling', { email: null }));
    await submitAll(await student('Ali bin Abu', { email: null }));
    const [digest] = await outbox();
    expect(digest).toMatchObject({ kind: 'digest', items: 2, status: 'pending' });
    expect(Date.parse(digest!.send_after)).toBeGreaterThan(Date.now());
    await pause(4 * POLL_MS);
    expect(sink.accepted).toEqual([]);

    // The digest's hour comes.
    const now = new Date().toISOString();
    await t.database.db.updateTable('email_outbox').set({ due_at: now, send_after: now }).execute();
    await eventually(() => expect(sink.accepted).toHaveLength(1));
    const [mail] = sink.accepted;
    expect(mail!.subject).toBe('2 new submissions for review');
    expect(mail!.text).toContain('Tan Mei Ling');
    expect(mail!.text).toContain('Ali bin Abu');
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin`);
  });

  it('delivers exactly once after the mail server was down for a while', async () => {
    await start({ EMAIL_GROUP_WINDOW_MS: 0 });
    const meiLing = await student('Tan Mei Ling', { email: 'mei.ling@example.edu.my' });
    const registrationId = await submitAll(meiLing);
    await sink.stop();
    await http.post(API.approveRegistration(registrationId), advisor);

    // Refused connections, retried with back-off.
    await eventually(async () => {
      const [row] = (await outbox()).filter((r) => r.user_id === meiLing.id);
      expect(row!.attempts).toBeGreaterThanOrEqual(3);
      expect(row!.status).toBe('pending');
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    }, 10_000);
    const status = (await http.get(API.emailOutbox, admin)).json<EmailOutboxReply>();
    expect(status).toMatchObject({ enabled: true, retrying: 1, failed: 0 });
    expect(status.pending).toBeGreaterThanOrEqual(1);
    expect(status.oldestDueSeconds).not.toBeNull();

    await sink.start();
    await eventually(() => expect(sink.accepted).toHaveLength(1), 10_000);
    await pause(1500);
    const toStudent = sink.accepted.filter((m) => m.to === 'mei.ling@example.edu.my');
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]!.subject).toBe('Your registration: 3 subjects approved');
    const [row] = (await outbox()).filter((r) => r.user_id === meiLing.id);
    expect(row).toMatchObject({ status: 'sent', last_error: expect.any(String) });
    expect(toStudent[0]!.messageId).toBe(row!.message_id);
  });

  it('records a permanent 550 with the server’s reply and never tries again', async () => {
    await start({ EMAIL_GROUP_WINDOW_MS: 0 });
    const gone = await student('Tan Mei Ling', { email: 'gone@example.edu.my' });
    sink.onRecipient = (address) =>
      address === 'gone@example.edu.my'
        ? { code: 550, message: '5.1.1 <gone@example.edu.my>: No such user' }
        : 'accept';
    const registrationId = await submitAll(gone);
    await http.post(API.approveRegistration(registrationId), advisor);

    await eventually(async () => {
      const [row] = (await outbox()).filter((r) => r.user_id === gone.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.last_error).toContain('550');
      expect(row!.last_error).toContain('No such user');
    }, 5000);
    // Many polls and retry intervals later, the server has still seen it once.
    await pause(1000);
    expect(sink.recipients.filter((a) => a === 'gone@example.edu.my')).toHaveLength(1);

    const status = (await http.get(API.emailOutbox, admin)).json<EmailOutboxReply>();
    expect(status).toMatchObject({ enabled: true, failed: 1, retrying: 0 });
    expect(status.recentFailures).toEqual([
      expect.objectContaining({
        userId: gone.id,
        userName: 'Tan Mei Ling',
        kind: 'decisions',
        attempts: 1,
        error: expect.stringContaining('No such user'),
      }),
    ]);
  });

  it('writes no outbox row for a student with email turned off or without an address', async () => {
    await start({ EMAIL_GROUP_WINDOW_MS: 0 });
    const off = await student('Email Off', { emailEnabled: false });
    const none = await student('No Address', { email: null });
    const on = await student('Email On');
    for (const person of [off, none, on]) {
      const registrationId = await submitAll(person);
      await http.post(API.approveRegistration(registrationId), advisor);
    }
    const rows = await outbox();
    expect(rows.map((row) => row.user_id)).toEqual([on.id]);
    // The bell has them all the same.
    for (const person of [off, none]) {
      const inbox = await http.get(API.notifications, person);
      expect(inbox.json().notifications).toHaveLength(3);
    }
  });
});

describe('email turned off before the message is sent', () => {
  it('sends nothing and records the message as cancelled', async () => {
    await start();
    const meiLing = await student('Tan Mei Ling');
    const registrationId = await submitAll(meiLing);
    await http.post(API.approveRegistration(registrationId), advisor);
    // Within the grouping window, the student turns email off.
    await t.database.db
      .updateTable('users')
      .set({ email_enabled: 0 })
      .where('id', '=', meiLing.id)
      .execute();
    await eventually(async () => {
      expect(await outbox()).toMatchObject([{ status: 'cancelled', items: 3 }]);
    }, WINDOW_MS + 5000);
    expect(sink.received).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  it('writes nothing to the outbox and says email is off', async () => {
    t = await createTestApp();
    http = api(t);
    fx = await createCatalogue(t.database.db, [
      { code: 'EML1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    ]);
    advisor = await t.createUser({ role: 'lecturer' });
    admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser({ advisorId: advisor.id });
    await t.database.db.updateTable('users').set({ email: 'x@example.edu.my' }).execute();
    await http.add(user, id('EML1001'));
    await http.submit(user);
    expect(await outbox()).toEqual([]);
    expect((await http.get(API.emailOutbox, admin)).json()).toEqual({
      enabled: false,
      pending: 0,
      due: 0,
      retrying: 0,
      failed: 0,
      oldestDueSeconds: null,
      recentFailures: [],
    });
  });
});
