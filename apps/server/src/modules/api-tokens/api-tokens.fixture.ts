import { API, type ApiTokenScope, type CreatedApiToken } from '@daftar/contract';
import type { TestApp, TestUser } from '../../test/test-app';

// What the API token tests share: a token made as the registrar makes one, and a request with it.

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export async function makeToken(
  t: TestApp,
  admin: TestUser,
  scopes: ApiTokenScope[],
  name = 'Nightly roll',
): Promise<CreatedApiToken> {
  const res = await t.app.inject({
    method: 'POST',
    url: API.apiTokens,
    headers: admin.headers,
    payload: { name, scopes, expiresAt: inDays(30) },
  });
  if (res.statusCode !== 201) throw new Error(`token answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A roll or staff file sent as the nightly job sends it: CSV, with the token as the bearer. */
export const importWithToken = (t: TestApp, token: string, url: string, csv: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${url}${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });
