import { API, calendarSubscriptionSchema } from '@daftar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import type { Config } from '../config';

// Issue 42: without PUBLIC_URL the calendar feed link and the slip's QR code pointed at
// localhost:3000 whatever address served the app. They now follow the address the person used.

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function appWith(overrides: Partial<Config>) {
  t = await createTestApp({ RATE_LIMITS: 'off', ...overrides });
  const student = await t.createUser({ name: 'Nur Aisyah binti Ahmad' });
  return student;
}

async function feedLink(student: TestUser, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: API.calendarToken,
    headers: { ...student.headers, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return calendarSubscriptionSchema.parse(res.json()).url;
}

/** The slip's verification link, as the PDF's link annotation carries it (beside the QR code). */
async function slipLink(student: TestUser, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: API.registrationSlip,
    headers: { ...student.headers, ...headers },
  });
  expect(res.statusCode).toBe(200);
  const uri = /\/URI \(([^)]*)\)/.exec(res.rawPayload.toString('latin1'));
  return uri?.[1];
}

async function studentWithSubject() {
  const student = await appWith({});
  const fx = await createCatalogue(t.database.db, [
    { code: 'ORG1001', sections: [{ capacity: 10, meetings: [[1, 8, 10]] }] },
  ]);
  const added = await t.app.inject({
    method: 'POST',
    url: API.selectedSubjects,
    headers: student.headers,
    payload: { subjectId: fx.subjects.ORG1001!.id },
  });
  expect(added.statusCode).toBe(201);
  return student;
}

describe('links without PUBLIC_URL', () => {
  it('give the calendar feed at the address the request came to', async () => {
    const student = await appWith({});
    const url = await feedLink(student, { host: 'daftar.kampus.test:8080' });
    expect(url).toMatch(/^http:\/\/daftar\.kampus\.test:8080\/api\/calendar\/[\w-]+\.ics$/);
  });

  it("give the slip's verification link at the address each request came to", async () => {
    const student = await studentWithSubject();
    const first = await slipLink(student, { host: '10.1.2.3:3000' });
    expect(first).toMatch(/^http:\/\/10\.1\.2\.3:3000\/verify\/[A-Z2-7]{26}$/);
    // The same slip asked for at another address is not the first one's copy.
    const second = await slipLink(student, { host: 'daftar.kampus.test' });
    expect(second).toBe(first!.replace('10.1.2.3:3000', 'daftar.kampus.test'));
  });

  it("take a trusted proxy's forwarded scheme and host", async () => {
    const student = await appWith({ TRUST_PROXY: 'true' });
    const url = await feedLink(student, {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'daftar.um.edu.my',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(url.startsWith('https://daftar.um.edu.my/api/calendar/')).toBe(true);
  });

  it('ignore forwarded headers when the proxy is not trusted', async () => {
    const student = await appWith({});
    const url = await feedLink(student, {
      host: 'daftar.kampus.test',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(url.startsWith('http://daftar.kampus.test/api/calendar/')).toBe(true);
  });
});

describe('links with PUBLIC_URL', () => {
  it('use it, whatever address the request came to', async () => {
    const student = await appWith({ PUBLIC_URL: 'https://daftar.example.edu.my' });
    const url = await feedLink(student, { host: 'internal-host:3000' });
    expect(url.startsWith('https://daftar.example.edu.my/api/calendar/')).toBe(true);
  });
});
