import { TOKEN_STORAGE_KEY } from '@daftar/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeToken } from '@/testing/make-token';
import { clearToken, decodeToken, readToken, storeToken, subscribeToken } from './session-token';

describe('session token', () => {
  it('reads exp and role from the payload', () => {
    const claims = decodeToken(makeToken({ role: 'lecturer', expiresInSeconds: 60 }));
    expect(claims?.role).toBe('lecturer');
    expect(claims?.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it.each([
    ['no payload', 'abc'],
    ['a payload that is not JSON', 'a.bm90LWpzb24.c'],
    ['a payload without a role', `a.${btoa(JSON.stringify({ exp: 9e9 }))}.c`],
    ['an unknown role', `a.${btoa(JSON.stringify({ exp: 9e9, role: 'dean' }))}.c`],
  ])('cannot decode a token with %s', (_, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('keeps a valid token', () => {
    const token = makeToken();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(readToken()).toBe(token);
  });

  it.each([
    ['expired', makeToken({ expiresInSeconds: -1 })],
    ['undecodable', 'garbage'],
  ])('discards an %s token from storage', (_, token) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers when the token is stored or cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    storeToken(makeToken());
    clearToken();
    unsubscribe();
    storeToken(makeToken());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
