import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await smtp.stop();
});

let counter = 0;
async function personWithEmail() {
  counter += 1;
  const person = await t.createUser({ role: 'lecturer' });
  const email = `staf${counter}@unimas.test`;
  await t.database.db.updateTable('users').set({ email }).where('id', '=', person.id).execute();
  return { ...person, email };
}

const forgot = (account: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { account } });
const reset = (token: string, newPassword = 'baharu123') =>
  t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, newPassword } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

async function linkSentTo(address: string, nth = 1) {
  await expect
    .poll(() => smtp.accepted.filter((mail) => mail.to.includes(address)).length)
    .toBeGreaterThanOrEqual(nth);
  const mail = smtp.accepted.filter((m) => m.to.includes(address))[nth - 1]!;
  return /\/auth\/reset-password#token=([\w-]+)/.exec(mail.text)![1]!;
}

describe('forgot password', () => {
  it('is offered when email can be sent', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(methods.json().passwordReset).toBe(true);
  });

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const person = await personWithEmail();
    const known = await forgot(person.username);
    const unknown = await forgot('no-such-person');
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);
    await linkSentTo(person.email);
    expect(smtp.recipients.some((r) => r.includes('no-such-person'))).toBe(false);
  });

  it('sets a new password once, signing the person out everywhere else', async () => {
    const person = await personWithEmail();
    await forgot(person.email);
    const token = await linkSentTo(person.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    // The session the person had elsewhere ends; the one the reset gave works.
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: person.headers });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(fresh.statusCode).toBe(200);
    expect((await login(person.username, 'baharu123')).statusCode).toBe(200);
    expect((await login(person.username, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await reset(token, 'lagi12345');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
  });

  it('refuses a link after 30 minutes', async () => {
    const person = await personWithEmail();
    await forgot(person.username);
    const token = await linkSentTo(person.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await reset(token)).json().code).toBe('RESET_LINK_INVALID');
    vi.useRealTimers();
  });

  it('sends one account at most three links an hour, whoever asks', async () => {
    const person = await personWithEmail();
    for (let i = 0; i < 5; i += 1) expect((await forgot(person.username)).statusCode).toBe(204);
    await linkSentTo(person.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.accepted.filter((m) => m.to.includes(person.email))).toHaveLength(3);
  });
});
