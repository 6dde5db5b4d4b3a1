import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { partlyHidden } from './roll-sign-up';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SIGNUP: 'roll', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let counter = 0;
/** A student as the roll import leaves them: the ID as username, unclaimed, the roll's email. */
async function onTheRoll() {
  counter += 1;
  const studentId = `R${counter}0001`;
  const email = `pelajar${counter}@siswa.unimas.test`;
  await t.database.db
    .insertInto('users')
    .values({
      username: studentId,
      username_key: studentId.toLowerCase(),
      password_hash: 'unclaimed',
      name: `Pelajar ${counter}`,
      role: 'student',
      student_id: studentId,
      faculty_id: null,
      advisor_id: null,
      email,
      account_claimed: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { studentId, email, username: `pelajar${counter}` };
}

const register = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { password: 'rahsia123', name: 'Someone', ...body },
  });
const verify = (studentId: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/register/verify', payload: { studentId, code } });

async function codeSentTo(address: string) {
  await expect.poll(() => smtp.accepted.find((mail) => mail.to.includes(address))).toBeTruthy();
  const mail = smtp.accepted.filter((m) => m.to.includes(address)).at(-1)!;
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

describe('sign-up from the roll (SIGNUP=roll)', () => {
  it('refuses a student ID not on the roll, sending nothing', async () => {
    const before = smtp.received.length;
    const res = await register({ username: 'nobody1', studentId: 'NOT-ON-ROLL' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STUDENT_ID_NOT_ON_ROLL');
    expect(smtp.received.length).toBe(before);
  });

  it('claims the account only with the code emailed to the roll’s address', async () => {
    const student = await onTheRoll();
    const res = await register({ username: student.username, studentId: student.studentId });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ verification: 'email', sentTo: partlyHidden(student.email) });
    expect(res.json().sentTo).not.toContain(student.email.split('@')[0]);
    const code = await codeSentTo(student.email);

    // Nothing is claimed before the code, and a wrong code claims nothing.
    const wrong = await verify(student.studentId, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SIGN_UP_CODE_INVALID');

    const claimed = await verify(student.studentId, code);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().user).toMatchObject({
      username: student.username,
      studentId: student.studentId,
      name: expect.stringMatching(/^Pelajar/),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: student.username, password: 'rahsia123' },
    });
    expect(login.statusCode).toBe(200);

    // The code claimed once; the ID is now claimed, for anyone who tries again.
    expect((await verify(student.studentId, code)).statusCode).toBe(400);
    const again = await register({ username: 'someone.else', studentId: student.studentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STUDENT_ID_TAKEN');
  });

  it('voids a claim after five wrong codes', async () => {
    const student = await onTheRoll();
    await register({ username: student.username, studentId: student.studentId });
    const code = await codeSentTo(student.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) await verify(student.studentId, wrongCode);
    expect((await verify(student.studentId, code)).json().code).toBe('SIGN_UP_CODE_INVALID');
  });

  it('refuses a username someone else has', async () => {
    const student = await onTheRoll();
    const other = await t.createUser({ role: 'lecturer' });
    const res = await register({ username: other.username, studentId: student.studentId });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
  });
});

describe('partlyHidden', () => {
  it('keeps the first letter and the domain', () => {
    expect(partlyHidden('siti.nur@siswa.unimas.my')).toBe('s*******@siswa.unimas.my');
    expect(partlyHidden('ab@x.my')).toBe('a***@x.my');
  });
});
