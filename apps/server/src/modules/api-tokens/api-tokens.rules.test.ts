import { describe, expect, it } from 'vitest';
import {
  expiryAllowed,
  formatScopes,
  parseScopes,
  readApiToken,
  tokenRefusal,
  writeApiToken,
} from './api-tokens.rules';

const SECRET = 'a'.repeat(40) + '_-9';
const NOW = new Date('2026-11-28T00:00:00.000Z');
const live = { scopes: 'roll:write', expiresAt: '2026-12-01T00:00:00.000Z', revokedAt: null };

describe('API token rules', () => {
  it('reads back the id and secret it wrote, and nothing else', () => {
    expect(readApiToken(writeApiToken(12, SECRET))).toEqual({ id: 12, secret: SECRET });
    expect(readApiToken(`daftar_12_${SECRET}x`)).toBeNull();
    expect(readApiToken(`daftar_0_${SECRET}`)).toBeNull();
    expect(readApiToken(`other_12_${SECRET}`)).toBeNull();
    expect(readApiToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBeNull();
  });

  it('keeps scopes in one order and drops a scope it does not know', () => {
    expect(formatScopes(['staff:write', 'roll:write'])).toBe('roll:write staff:write');
    expect(parseScopes('roll:write admin:all staff:write')).toEqual(['roll:write', 'staff:write']);
  });

  it('takes an expiry after now and at most 366 days ahead', () => {
    expect(expiryAllowed('2026-11-28T00:00:01.000Z', NOW)).toBe(true);
    expect(expiryAllowed('2026-11-28T00:00:00.000Z', NOW)).toBe(false);
    expect(expiryAllowed('2027-11-29T00:00:00.000Z', NOW)).toBe(true);
    expect(expiryAllowed('2027-11-29T00:00:00.001Z', NOW)).toBe(false);
  });

  it('refuses a revoked token first, then an expired one, then a missing scope', () => {
    expect(tokenRefusal(live, 'roll:write', NOW)).toBeNull();
    expect(tokenRefusal(live, 'staff:write', NOW)).toBe('API_TOKEN_SCOPE');
    const expired = { ...live, expiresAt: NOW.toISOString() };
    expect(tokenRefusal(expired, 'roll:write', NOW)).toBe('API_TOKEN_EXPIRED');
    expect(tokenRefusal({ ...expired, revokedAt: NOW.toISOString() }, 'roll:write', NOW)).toBe(
      'API_TOKEN_REVOKED',
    );
  });
});
