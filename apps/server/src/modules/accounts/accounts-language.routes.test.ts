import { describe, expect, it } from 'vitest';
import { accountsTestBed } from './accounts.test-bed';

const bed = accountsTestBed();
const { post, getUser, newStudent } = bed;

describe('the language on the account (issue 18)', () => {
  it('keeps the language chosen at sign-up, and a change follows the person to a new sign-in', async () => {
    const body = newStudent({ language: 'ms' });
    const signUp = await post('/api/register', body);
    expect(signUp.statusCode).toBe(201);
    const { token, user } = signUp.json();
    expect(user.language).toBe('ms');

    const changed = await bed.t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('en');
    const again = await post('/api/login', { username: body.username, password: body.password });
    expect(again.json().user.language).toBe('en');
    expect((await getUser(again.json().token)).json().language).toBe('en');
  });

  it('starts with no language when none was chosen, and refuses one Daftar does not speak', async () => {
    const { token, user } = (await post('/api/register', newStudent())).json();
    expect(user.language).toBeNull();
    const refused = await bed.t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ms' },
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Bahasa mestilah en atau ms',
      code: 'VALIDATION_ERROR',
      params: { context: 'field', field: 'language' },
      fields: { language: 'Bahasa mestilah en atau ms' },
    });
    expect((await getUser(token)).json().language).toBeNull();
  });

  it("keeps the sign-in page's language as the last used, never as the account's choice (issue 42)", async () => {
    const body = newStudent();
    const signUp = await bed.t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en' },
      payload: body,
    });
    expect(signUp.json().user.language).toBeNull();
    const lastLanguage = () =>
      bed.t.database.db
        .selectFrom('users')
        .select(['language', 'last_language'])
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
    expect(await lastLanguage()).toEqual({ language: null, last_language: 'en' });

    // The same person on a Malay phone: the phone's language is theirs to see, not stored as chosen.
    const onPhone = await bed.t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'ms-MY,ms;q=0.9' },
      payload: { username: body.username, password: body.password },
    });
    expect(onPhone.json().user.language).toBeNull();
    expect(await lastLanguage()).toEqual({ language: null, last_language: 'ms' });
  });
});
