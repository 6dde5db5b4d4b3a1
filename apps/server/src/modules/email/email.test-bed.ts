import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type RegistrationSummary } from '@daftar/contract';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Config } from '../../config';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// What the outbox's tests (email.*.test.ts, issue 21) share: a real SMTP server the test starts,
// an app per test with three subjects and an advisor, and students with or without email.

export const PUBLIC_URL = 'https://daftar.example.edu.my';
export const WINDOW_MS = 1500;
const POLL_MS = 50;

/** Registers the hooks of an email test file and returns its bed. */
export function emailTestBed() {
  let sink: SmtpSink;
  let t: TestApp | undefined;
  let http: ReturnType<typeof api>;
  let fx: Fixture;
  let advisor: TestUser;
  let admin: TestUser;
  let webDist: string;

  beforeEach(async () => {
    sink = await startSmtpSink();
    webDist = mkdtempSync(join(tmpdir(), 'daftar-email-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Daftar</title>');
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await sink.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const bed = {
    get sink() {
      return sink;
    },
    get t() {
      return t!;
    },
    get http() {
      return http;
    },
    get advisor() {
      return advisor;
    },
    get admin() {
      return admin;
    },
    id: (code: string) => fx.subjects[code]!.id,
    /** The app, delivering to the sink unless `smtp` is false (no SMTP_URL at all). */
    async start(overrides: Partial<Config> = {}, { smtp = true } = {}) {
      t = await createTestApp({
        ...(smtp && {
          SMTP_URL: sink.url,
          PUBLIC_URL,
          MAIL_FROM: 'Daftar <daftar@example.edu.my>',
          EMAIL_GROUP_WINDOW_MS: WINDOW_MS,
          EMAIL_POLL_MS: POLL_MS,
          EMAIL_RETRY_BASE_MS: 100,
          WEB_DIST: webDist,
        }),
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
    },
    async student(
      name: string,
      account: {
        email?: string | null;
        language?: 'en' | 'ms' | null;
        lastLanguage?: 'en' | 'ms';
        emailEnabled?: boolean;
      } = {},
    ) {
      const user = await bed.t.createUser({ advisorId: advisor.id, name });
      await bed.t.database.db
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
    },
    /** The student adds the three subjects and submits; returns the registration's id. */
    async submitAll(user: TestUser) {
      for (const code of ['EML1001', 'EML1002', 'EML1003']) {
        expect((await http.add(user, bed.id(code))).statusCode).toBe(201);
      }
      expect((await http.submit(user)).statusCode).toBe(200);
      const waiting = (await http.get(API.reviewRegistrations, advisor)).json<
        RegistrationSummary[]
      >();
      return waiting.find((registration) => registration.student.id === user.id)!.id;
    },
    outbox: () => bed.t.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute(),
  };
  return bed;
}
