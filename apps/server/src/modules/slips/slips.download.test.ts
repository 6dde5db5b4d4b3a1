import { API, errorBodySchema } from '@daftar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { api } from '../../test/api';
import { createCatalogue, type Fixture } from '../../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Issue 40, defects 4 and 6: a slip download must not stall the server, nor make a row per
// request, nor break on a student ID a header cannot carry as it is.

let t: TestApp | undefined;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let student: TestUser;

async function start(overrides: Partial<Config> = { RATE_LIMITS: 'off' }) {
  t = await createTestApp(overrides);
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'DLD1001', credits: 3, sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'DLD1002', credits: 4, sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer' });
  student = await t.createUser({ advisorId: advisor.id });
  expect((await http.add(student, fx.subjects.DLD1001!.id)).statusCode).toBe(201);
  return t;
}
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function slipRows(app: TestApp) {
  return app.database.db.selectFrom('registration_slips').select(['code']).execute();
}

async function setStudentNumber(app: TestApp, user: TestUser, number: string) {
  await app.database.db
    .updateTable('users')
    .set({ student_id: number })
    .where('id', '=', user.id)
    .execute();
}

/** The parameters of a Content-Disposition header, as RFC 6266 reads them. */
function dispositionParameters(header: string) {
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([^;\s]+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, ascii, encoded] = match!;
  return { ascii: ascii!, utf8: decodeURIComponent(encoded!), encoded: encoded! };
}

describe('the slip file name (RFC 6266)', () => {
  it('names the slip of a student ID outside Latin-1 in UTF-8, with an ASCII fallback', async () => {
    const app = await start();
    await setStudentNumber(app, student, '学生9001');
    const res = await http.get(API.registrationSlip, student);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-disposition']);
    const { ascii, utf8, encoded } = dispositionParameters(header);
    expect(utf8).toBe('slip-学生9001-2024-2025-sem6.pdf');
    expect(ascii).toMatch(/^[\x20-\x7e]+$/);
    expect(ascii).toMatch(/^slip-.*9001-2024-2025-sem6\.pdf$/);
    // RFC 5987's attr-char: everything else is percent-encoded.
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/);
    expect(await slipRows(app)).toHaveLength(1);
  });

  it('keeps a quote in the student ID from adding parameters to the header', async () => {
    const app = await start();
    await setStudentNumber(app, student, 'A21"; filename=evil.exe; x="');
    const res = await http.get(API.registrationSlip, student);
    expect(res.statusCode).toBe(200);
    const { ascii, utf8 } = dispositionParameters(String(res.headers['content-disposition']));
    // Printable ASCII only, without the quote and backslash that would end the quoted string.
    expect(ascii).toMatch(/^[\x20-\x7e]+$/);
    expect(ascii).not.toMatch(/["\\]/);
    expect(ascii.endsWith('-2024-2025-sem6.pdf')).toBe(true);
    expect(utf8).toBe('slip-A21"; filename=evil.exe; x="-2024-2025-sem6.pdf');
  });

  it('stores no verification row when the slip cannot be made', async () => {
    // A QR code holds at most about 2,300 bytes: an address this long cannot be printed on it.
    const app = await start({
      RATE_LIMITS: 'off',
      PUBLIC_URL: `https://daftar.example.edu.my/${'a'.repeat(3000)}`,
    });
    const res = await http.get(API.registrationSlip, student);
    expect(res.statusCode).toBe(500);
    expect(errorBodySchema.parse(res.json()).code).toBe('INTERNAL_ERROR');
    expect(await slipRows(app)).toHaveLength(0);
  });
});

describe('an unchanged registration', () => {
  it('gives the same slip again, without a new row, until the registration changes', async () => {
    const app = await start();
    const first = await http.get(API.registrationSlip, student);
    const again = await http.get(API.registrationSlip, student);
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await slipRows(app)).toHaveLength(1);

    expect((await http.add(student, fx.subjects.DLD1002!.id)).statusCode).toBe(201);
    const changed = await http.get(API.registrationSlip, student);
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await slipRows(app)).toHaveLength(2);
  });

  it('makes one slip for many requests at once', async () => {
    const app = await start();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => http.get(API.registrationSlip, student)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    for (const reply of replies) expect(reply.rawPayload.equals(replies[0]!.rawPayload)).toBe(true);
    expect(await slipRows(app)).toHaveLength(1);
  });

  it('answers another person at once while slips are being drawn', async () => {
    await start();
    const students = [student];
    for (let i = 0; i < 3; i += 1) {
      const other = await t!.createUser({ advisorId: advisor.id });
      await http.add(other, fx.subjects.DLD1002!.id);
      students.push(other);
    }
    // Four registrations: four slips to draw, none to reuse.
    let drawing = true;
    const slips = Promise.all(students.map((s) => http.get(API.registrationSlip, s))).finally(
      () => (drawing = false),
    );
    const waits: number[] = [];
    while (drawing) {
      // Asked for 5 ms after the last reply: the wait counts from then, timer included, since a
      // request cannot even arrive while the event loop is held.
      const asked = performance.now() + 5;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await http.get(API.user, advisor)).statusCode).toBe(200);
      waits.push(performance.now() - asked);
    }
    expect((await slips).map((r) => r.statusCode)).toEqual(Array(4).fill(200));
    // Drawn on the event loop, the slips held a reply back for seconds (4.8 s seen with six).
    expect(Math.max(...waits)).toBeLessThan(500);
  });
});

describe('slip requests per person', () => {
  it('answers 429 with Retry-After to the 17th request in a minute, and not to another person', async () => {
    await start({ RATE_LIMITS: 'on' });
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      statuses.push((await http.get(API.registrationSlip, student)).statusCode);
    }
    expect(statuses).toEqual(Array(16).fill(200));
    const refused = await http.get(API.registrationSlip, student);
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Same address, another person: their own count.
    const classmate = await t!.createUser({ advisorId: advisor.id });
    await http.add(classmate, fx.subjects.DLD1002!.id);
    expect((await http.get(API.registrationSlip, classmate)).statusCode).toBe(200);
    await http.submit(student);
    const registration = await t!.database.db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect((await http.get(API.reviewRegistrationSlip(registration.id), advisor)).statusCode).toBe(
      200,
    );
  });
});
