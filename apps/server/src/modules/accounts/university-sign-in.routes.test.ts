import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config';
import { freePort } from '../../test/free-port';
import {
  FormBrowser,
  startOpenIdProvider,
  TEST_CLIENT,
  type TestOpenIdProvider,
} from '../../test/openid-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Daftar, listening, with sign-in through `provider`; closed by the caller. */
async function appWithUniversitySignIn(
  provider: TestOpenIdProvider,
  appUrl: string,
  overrides: Partial<Config> = {},
) {
  const t = await createTestApp({
    PUBLIC_URL: appUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    ...overrides,
  });
  await t.app.listen({ port: Number(new URL(appUrl).port), host: '127.0.0.1' });
  return t;
}

let appUrl: string;
let provider: TestOpenIdProvider;
let t: TestApp;

beforeAll(async () => {
  appUrl = `http://127.0.0.1:${await freePort()}`;
  provider = await startOpenIdProvider(appUrl);
  t = await appWithUniversitySignIn(provider, appUrl);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
afterEach(() => vi.useRealTimers());

let people = 0;
/** A student Daftar knows, with the email the provider will vouch for under `login`. */
async function knownStudent(app: TestApp) {
  people += 1;
  const student = await app.createUser({ role: 'student' });
  const email = `pelajar${people}@student.unimas.test`;
  await app.database.db.updateTable('users').set({ email }).where('id', '=', student.id).execute();
  const login = `login-${people}`;
  provider.people.set(login, { email, email_verified: true, name: 'Siti Nur' });
  return { ...student, email, login };
}

const onLandingPage = (url: URL) => url.href.startsWith(`${appUrl}/auth/`);

/** The whole round trip: Daftar, the provider's login and consent pages, back to Daftar. */
async function signInThroughProvider(
  browser: FormBrowser,
  start = `${appUrl}/api/auth/oidc/start`,
) {
  const landing = await browser.visit(start, onLandingPage);
  expect(landing.pathname).toBe('/auth/university');
  return new URLSearchParams(landing.hash.slice(1));
}

const exchange = (app: TestApp, code: string | null) =>
  app.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code } });

describe('sign-in with the university account', () => {
  it('signs a known person in by email: a one-time code in the fragment, exchanged for a session', async () => {
    const student = await knownStudent(t);
    const outcome = await signInThroughProvider(new FormBrowser(student.login));
    const code = outcome.get('code');
    expect(code).toMatch(/^[\w-]{40,}$/);
    const res = await exchange(t, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: student.id, role: 'student' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().id).toBe(student.id);
  });

  it('refuses a code exchanged a second time, and one exchanged too late', async () => {
    const student = await knownStudent(t);
    const first = (await signInThroughProvider(new FormBrowser(student.login))).get('code');
    expect((await exchange(t, first)).statusCode).toBe(200);
    const again = await exchange(t, first);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SIGN_IN_CODE_INVALID');

    const late = (await signInThroughProvider(new FormBrowser(student.login))).get('code');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await exchange(t, late)).json().code).toBe('SIGN_IN_CODE_INVALID');
  });

  it('refuses a person the university knows and Daftar does not, creating nothing, with an audit line', async () => {
    provider.people.set('stranger', { email: 'stranger@unimas.test', email_verified: true });
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const outcome = await signInThroughProvider(new FormBrowser('stranger'));
    expect(outcome.get('refused')).toBe('notOnRoll');
    expect(outcome.get('code')).toBeNull();
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual(before);
    const refusal = await t.database.db
      .selectFrom('sign_in_refusals')
      .selectAll()
      .where('subject', '=', 'stranger')
      .executeTakeFirstOrThrow();
    expect(refusal).toMatchObject({ email: 'stranger@unimas.test', reason: 'no such account' });
  });

  it('refuses an email the provider says is unproven', async () => {
    const student = await knownStudent(t);
    provider.people.set(student.login, { email: student.email, email_verified: false });
    const outcome = await signInThroughProvider(new FormBrowser(student.login));
    expect(outcome.get('refused')).toBe('notOnRoll');
  });

  it('refuses a callback whose state was changed, or that reached another browser', async () => {
    const student = await knownStudent(t);
    const browser = new FormBrowser(student.login);
    const callback = await browser.visit(`${appUrl}/api/auth/oidc/start`, (url) =>
      url.pathname.endsWith('/callback'),
    );
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'an-attackers-state');
    const landing = await browser.visit(tampered.href, onLandingPage);
    expect(landing.hash).toBe('#refused=failed');

    // The real callback, opened in a browser that did not begin the sign-in (a link sent to a
    // victim, say), signs no one in.
    const elsewhere = await new FormBrowser('nobody').visit(callback.href, onLandingPage);
    expect(elsewhere.hash).toBe('#refused=failed');
  });

  it('refuses an ID token minted for another nonce', async () => {
    const student = await knownStudent(t);
    const browser = new FormBrowser(student.login);
    const toProvider = await browser.visit(`${appUrl}/api/auth/oidc/start`, (url) =>
      url.href.startsWith(provider.issuer),
    );
    toProvider.searchParams.set('nonce', 'a-nonce-of-the-attackers-choosing');
    const landing = await browser.visit(toProvider.href, onLandingPage);
    expect(landing.hash).toBe('#refused=failed');
  });

  it('signs out of Daftar and of the provider, so the next sign-in asks for the password again', async () => {
    const student = await knownStudent(t);
    const browser = new FormBrowser(student.login);
    const session = (await exchange(t, (await signInThroughProvider(browser)).get('code'))).json();
    // While the provider's session lasts, it signs the person in without asking.
    await signInThroughProvider(browser);
    expect(browser.loginPages).toBe(1);

    const headers = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    const signedOut = await browser.visit(
      `${appUrl}/api/auth/oidc/end-session`,
      (url) => url.href.startsWith(appUrl) && !url.pathname.startsWith('/api/'),
    );
    expect(signedOut.href).toBe(`${appUrl}/auth/login`);

    await signInThroughProvider(browser);
    expect(browser.loginPages).toBe(2);
  });

  it('tells the screens what is offered, with the button in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(res.json()).toEqual({
      password: 'all',
      signUp: 'open',
      passwordReset: false,
      university: {
        label: {
          en: 'Sign in with your university account',
          ms: 'Log masuk dengan akaun universiti',
        },
        endsProviderSession: true,
      },
    });
  });
});

describe('sign-in by the ID in a claim (Entra ID’s employeeId)', () => {
  let byId: TestApp;
  let byIdUrl: string;
  let byIdProvider: TestOpenIdProvider;
  beforeAll(async () => {
    byIdUrl = `http://127.0.0.1:${await freePort()}`;
    byIdProvider = await startOpenIdProvider(byIdUrl);
    byId = await appWithUniversitySignIn(byIdProvider, byIdUrl, {
      OIDC_MATCH: 'id',
      OIDC_ID_CLAIM: 'employeeId',
    });
  });
  afterAll(async () => {
    await byId.close();
    await byIdProvider.close();
  });

  it('finds the student by the ID the claim carries, whatever the email says, never by a chosen username', async () => {
    const student = await byId.createUser({ role: 'student' });
    const { student_id } = await byId.database.db
      .selectFrom('users')
      .select('student_id')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    byIdProvider.people.set('by-id', { email: 'other@unimas.test', employeeId: student_id });
    byIdProvider.people.set('no-id', { email: 'other@unimas.test' });
    const landing = await new FormBrowser('by-id').visit(`${byIdUrl}/api/auth/oidc/start`, (url) =>
      url.href.startsWith(`${byIdUrl}/auth/`),
    );
    const code = new URLSearchParams(landing.hash.slice(1)).get('code');
    expect((await exchange(byId, code)).json().user.id).toBe(student.id);

    // A username someone chose that looks like a staff ID is not that person's account.
    const chooser = await byId.createUser({ role: 'student' });
    await byId.database.db
      .updateTable('users')
      .set({ username: 'S9001', username_key: 's9001' })
      .where('id', '=', chooser.id)
      .execute();
    byIdProvider.people.set('staff-9001', { employeeId: 'S9001' });
    const notTheChooser = await new FormBrowser('staff-9001').visit(
      `${byIdUrl}/api/auth/oidc/start`,
      (url) => url.href.startsWith(`${byIdUrl}/auth/`),
    );
    expect(notTheChooser.hash).toBe('#refused=notOnRoll');

    // An imported account, unclaimed, is found by its username: the staff ID the import gave it.
    const imported = await byId.createUser({ role: 'lecturer' });
    await byId.database.db
      .updateTable('users')
      .set({ username: 'S9002', username_key: 's9002', account_claimed: 0 })
      .where('id', '=', imported.id)
      .execute();
    byIdProvider.people.set('staff-9002', { employeeId: 'S9002' });
    const staffLanding = await new FormBrowser('staff-9002').visit(
      `${byIdUrl}/api/auth/oidc/start`,
      (url) => url.href.startsWith(`${byIdUrl}/auth/`),
    );
    const staffCode = new URLSearchParams(staffLanding.hash.slice(1)).get('code');
    expect((await exchange(byId, staffCode)).json().user.id).toBe(imported.id);
    // Signing in with the university's account claims it: its person has shown who they are.
    const claimed = await byId.database.db
      .selectFrom('users')
      .select('account_claimed')
      .where('id', '=', imported.id)
      .executeTakeFirstOrThrow();
    expect(claimed.account_claimed).toBe(1);

    const refused = await new FormBrowser('no-id').visit(`${byIdUrl}/api/auth/oidc/start`, (url) =>
      url.href.startsWith(`${byIdUrl}/auth/`),
    );
    expect(refused.hash).toBe('#refused=notOnRoll');
  });
});
