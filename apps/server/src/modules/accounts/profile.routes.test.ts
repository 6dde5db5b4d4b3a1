import { API, type AuthReply, type Profile } from '@daftar/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { connectSocket, type ClientSocket } from '../../test/sockets';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let student: TestUser;
const sockets: ClientSocket[] = [];

beforeEach(async () => {
  t = await createTestApp({ STUDENT_EMAIL_TEMPLATE: '{studentId}@siswa.example.edu.my' });
  http = api(t);
  student = await t.createUser({ name: 'Tan Mei Ling' });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t.close();
});

const profileOf = async (user: TestUser) => {
  const reply = await http.get(API.profile, user);
  expect(reply.statusCode).toBe(200);
  return reply.json<Profile>();
};

describe('the profile', () => {
  it("shows the person's details, and the address derived from the student ID", async () => {
    const profile = await profileOf(student);
    expect(profile).toMatchObject({
      name: 'Tan Mei Ling',
      role: 'student',
      email: null,
      emailEnabled: true,
      submissionEmail: 'each',
    });
    expect(profile.derivedEmail).toBe(`${profile.studentId!.toLowerCase()}@siswa.example.edu.my`);
    const lecturer = await t.createUser({ role: 'lecturer' });
    expect((await profileOf(lecturer)).derivedEmail).toBeNull();
  });

  it('changes the name, the address and the email choices, and removes the address', async () => {
    const reply = await http.patch(API.profile, student, {
      name: 'Tan Mei Ling binti Ahmad',
      email: '  mei.ling@example.edu.my ',
      emailEnabled: false,
      submissionEmail: 'daily',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      name: 'Tan Mei Ling binti Ahmad',
      email: 'mei.ling@example.edu.my',
      emailEnabled: false,
      submissionEmail: 'daily',
    });
    expect((await http.get(API.user, student)).json()).toMatchObject({
      name: 'Tan Mei Ling binti Ahmad',
    });
    await http.patch(API.profile, student, { email: null });
    expect((await profileOf(student)).email).toBeNull();
  });

  it('refuses what is not a profile change, under the field it concerns', async () => {
    const cases: [object, string][] = [
      [{ email: 'not-an-address' }, 'email'],
      [{ email: 'a@b' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.edu.my` }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Tan\u202eMei' }, 'name'],
      [{ emailEnabled: 'yes' }, 'emailEnabled'],
      [{ submissionEmail: 'weekly' }, 'submissionEmail'],
    ];
    for (const [body, field] of cases) {
      const reply = await http.patch(API.profile, student, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    for (const body of [{}, { studentId: 'X1' }, { role: 'admin' }]) {
      expect((await http.patch(API.profile, student, body)).statusCode).toBe(400);
    }
    expect((await profileOf(student)).name).toBe('Tan Mei Ling');
  });
});

describe('changing the password', () => {
  it('needs the current password, and says so under its field', async () => {
    const wrong = await http.post(API.password, student, {
      currentPassword: 'not-it',
      newPassword: 'a-new-pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'This is not your current password' });
    const short = await http.post(API.password, student, {
      currentPassword: TEST_PASSWORD,
      newPassword: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');
  });

  it("ends the person's other sessions and their live sockets, and keeps this one", async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const otherBrowser = await connectSocket(url, { token: student.token });
    sockets.push(otherBrowser);
    const closed = new Promise((resolve) => otherBrowser.once('disconnect', resolve));

    const reply = await http.post(API.password, student, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-pass1',
    });
    expect(reply.statusCode).toBe(200);
    const { token } = reply.json<AuthReply>();
    expect(await closed).toBe('io server disconnect');
    // The old token is refused everywhere; the new one works.
    expect((await http.get(API.user, student)).statusCode).toBe(401);
    const fresh = { ...student, headers: { authorization: `Bearer ${token}` } };
    expect((await http.get(API.user, fresh)).statusCode).toBe(200);
    // And the new password signs in; the old one does not.
    const signIn = (password: string) =>
      http.post(API.login, undefined, { username: student.username, password });
    expect((await signIn('a-new-pass1')).statusCode).toBe(200);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe("the registrar's email field", () => {
  it('sets and removes an address, recorded in the trail', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const set = await http.patch(API.adminUser(student.id), admin, { email: 'ml@example.edu.my' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'ml@example.edu.my' });
    expect((await profileOf(student)).email).toBe('ml@example.edu.my');
    const bad = await http.patch(API.adminUser(student.id), admin, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    await http.patch(API.adminUser(student.id), admin, { email: null });
    expect((await profileOf(student)).email).toBeNull();
    const trail = (await http.get(`${API.adminChanges}?entity=user`, admin)).json();
    expect(JSON.stringify(trail)).toContain('email none → ml@example.edu.my');
  });
});
