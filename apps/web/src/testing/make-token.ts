import type { Role } from '@daftar/contract';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the claims the server puts in its tokens; the browser cannot verify it. */
export function makeToken({
  role = 'student',
  sub = '1',
  expiresInSeconds = 3600,
}: { role?: Role; sub?: string; expiresInSeconds?: number } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub, role, exp, ver: 0 }),
    'sig',
  ].join('.');
}
