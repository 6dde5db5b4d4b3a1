import { API, createUserBodySchema } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF, STUDENTS } from '../seed/demo-accounts-data';
import { api } from '../test/api';
import { createCatalogue, type Fixture } from '../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

// Findings 3, 6 and 8 of the outside attack review (issue 16): look-alike usernames, invisible
// and control characters in names and reasons, and ids read loosely from bodies and paths.

let t: TestApp;
let http: ReturnType<typeof api>;
let fx: Fixture;
let advisor: TestUser;
let admin: TestUser;
let student: TestUser;

beforeEach(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  http = api(t);
  fx = await createCatalogue(t.database.db, [
    { code: 'STR1001', sections: [{ capacity: 5, meetings: [[1, 8, 10]] }] },
    { code: 'STR1002', sections: [{ capacity: 5, meetings: [[2, 8, 10]] }] },
  ]);
  advisor = await t.createUser({ role: 'lecturer' });
  admin = await t.createUser({ role: 'admin' });
  student = await t.createUser({ advisorId: advisor.id });
});
afterEach(() => t.close());

const subjectId = (code: string) => fx.subjects[code]!.id;
const newStudent = (fields: Record<string, unknown>) => ({
  username: 'kamal',
  password: 'secret12',
  name: 'Kamal bin Ahmad',
  studentId: 'K0001',
  ...fields,
});
const newLecturer = (fields: Record<string, unknown>) => ({
  role: 'lecturer',
  username: 'drkamal',
  password: 'secret12',
  name: 'Dr. Kamal',
  ...fields,
});
const register = (fields: Record<string, unknown>) => http.post(API.register, undefined, fields);
const createAccount = (fields: Record<string, unknown>) => http.post(API.users, admin, fields);

function expectFieldError(
  res: { statusCode: number; json(): unknown },
  field: string,
  message: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
}

describe('usernames', () => {
  const asciiOnly =
    'Username may contain only English letters, digits, dots, dashes and underscores';

  it.each([
    ['a Cyrillic а', '\u0430dmin'],
    ['full-width letters', '\uff41\uff44\uff4d\uff49\uff4e'],
    ['a dotted capital İ', 'ADM\u0130N'],
    ['a long s', '\u017Ftudent'],
  ])('refuses a look-alike with %s on sign-up and account creation', async (_, username) => {
    expectFieldError(await register(newStudent({ username })), 'username', asciiOnly);
    expectFieldError(await createAccount(newLecturer({ username })), 'username', asciiOnly);
  });

  it('takes 3 to 32 characters, with the spec message for a short one', async () => {
    const tooLong = 'a'.repeat(33);
    expectFieldError(
      await register(newStudent({ username: tooLong })),
      'username',
      'Username must be at most 32 characters',
    );
    expectFieldError(
      await createAccount(newLecturer({ username: tooLong })),
      'username',
      'Username must be at most 32 characters',
    );
    expectFieldError(
      await register(newStudent({ username: 'ab' })),
      'username',
      'Username must be at least 3 characters',
    );
    expect((await register(newStudent({ username: 'a'.repeat(32) }))).statusCode).toBe(201);
    expect(
      (await register(newStudent({ username: 'N.bin-A_1', studentId: 'K2' }))).statusCode,
    ).toBe(201);
  });

  it('counts a username that differs only in case as taken', async () => {
    expect((await register(newStudent({ username: 'student' }))).statusCode).toBe(201);
    const again = await register(newStudent({ username: 'Student', studentId: 'K0002' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
    expect((await createAccount(newLecturer({ username: 'STUDENT' }))).statusCode).toBe(409);
  });

  it('still accepts every demo account', () => {
    for (const user of [...STAFF, ...STUDENTS]) {
      const body = { ...user, studentId: user.studentId ?? undefined };
      expect(createUserBodySchema.safeParse(body).error, user.username).toBeUndefined();
    }
  });
});

describe('invisible and control characters', () => {
  const HIDDEN = [
    ['NUL', 'Not\u0000 eligible'],
    ['BEL', 'Not\u0007 eligible'],
    ['ESC', '\u001b[31mNot eligible'],
    ['zero-width spaces only', '\u200b\u200b\u200b'],
    ['a right-to-left override', 'Approved \u202edesufer'],
  ] as const;
  const reasonMessage = 'The reason may not contain invisible or control characters';

  async function submittedRegistration() {
    await http.add(student, subjectId('STR1001'));
    await http.submit(student);
    return (await http.get(API.reviewRegistrations, admin)).json()[0].id as number;
  }

  it.each(HIDDEN)('refuses a rejection reason with %s', async (_, reason) => {
    const registrationId = await submittedRegistration();
    expectFieldError(
      await http.post(API.rejectSubject(registrationId, subjectId('STR1001')), advisor, { reason }),
      'reason',
      reasonMessage,
    );
    expectFieldError(
      await http.post(API.rejectRegistration(registrationId), advisor, { reason }),
      'reason',
      reasonMessage,
    );
    const detail = (await http.get(API.reviewRegistration(registrationId), advisor)).json();
    expect(detail.subjects[0].status).toBe('pending');
  });

  it('names the hidden character before the length of an over-long reason', async () => {
    const registrationId = await submittedRegistration();
    const reason = `${'x'.repeat(600)}\u0000`;
    expectFieldError(
      await http.post(API.rejectRegistration(registrationId), advisor, { reason }),
      'reason',
      reasonMessage,
    );
  });

  it('accepts a reason with line breaks and tabs', async () => {
    const registrationId = await submittedRegistration();
    const reason = 'Not open to your programme.\n\tAsk the faculty office.';
    const res = await http.post(API.rejectSubject(registrationId, subjectId('STR1001')), advisor, {
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subjects[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it.each(HIDDEN)('refuses a full name with %s', async (_, name) => {
    const message = 'Full name may not contain invisible or control characters';
    expectFieldError(await register(newStudent({ name })), 'name', message);
    expectFieldError(await createAccount(newLecturer({ name })), 'name', message);
  });

  it('refuses a line break in a full name and invisible characters in a student ID', async () => {
    expectFieldError(
      await register(newStudent({ name: 'Kamal\nAdmin' })),
      'name',
      'Full name may not contain invisible or control characters',
    );
    expectFieldError(
      await register(newStudent({ studentId: 'K00\u200b01' })),
      'studentId',
      'Student ID may not contain invisible or control characters',
    );
  });
});

describe('ids', () => {
  const idMessage = 'Must be a positive whole number';

  const seatsTaken = async () =>
    (await t.database.db.selectFrom('sections').select('registered').execute()).reduce(
      (sum, row) => sum + row.registered,
      0,
    );

  it.each([
    ['true', true],
    ['a hexadecimal string', '0x10'],
    ['a decimal string', '16'],
    ['a fraction', 1.5],
    ['a negative number', -1],
    ['zero', 0],
  ])('refuses %s as the subject of an add, and takes no seat', async (_, value) => {
    expectFieldError(
      await http.post(API.selectedSubjects, student, { subjectId: value }),
      'subjectId',
      idMessage,
    );
    expectFieldError(
      await http.post(API.selectedSubjects, student, {
        subjectId: subjectId('STR1001'),
        sectionId: value,
      }),
      'sectionId',
      idMessage,
    );
    expect(await seatsTaken()).toBe(0);
    expect((await http.get(API.selectedSubjects, student)).json()).toEqual([]);
  });

  it.each(['0x1', '1e1', '01', '+1', '1.0', '%201'])(
    'refuses the path id %s and keeps the subject',
    async (id) => {
      // Read loosely, most of these spellings name the first subject, which is selected.
      const first = subjectId('STR1001');
      expect(first).toBe(1);
      expect((await http.add(student, first)).statusCode).toBe(201);
      expectFieldError(await http.del(`${API.selectedSubjects}/${id}`, student), 'id', idMessage);
      expect((await http.get(API.selectedSubjects, student)).json()).toHaveLength(1);
      expectFieldError(await http.get(`${API.reviewRegistrations}/${id}`, admin), 'id', idMessage);
    },
  );

  it('refuses loosely written numbers in query strings and keeps plain ones', async () => {
    expectFieldError(
      await http.get(`${API.subjects}?year=0x2`, student),
      'year',
      'Year must be one of 1, 2, 3, 4',
    );
    expectFieldError(
      await http.get(`${API.subjects}?facultyId=1e0`, student),
      'facultyId',
      idMessage,
    );
    expect((await http.get(`${API.audit}?page=0x1`, admin)).statusCode).toBe(400);
    expect(
      (await http.get(`${API.subjects}?year=1&facultyId=${fx.facultyId}`, student)).json(),
    ).toHaveLength(2);
    expect((await http.get(`${API.audit}?page=1&pageSize=5`, admin)).statusCode).toBe(200);
  });
});
