import type { ApiTokenScope } from '@daftar/contract';

/**
 * Each scope's copy key (`apiTokens.scopes.<key>`): i18next reads the colon of `roll:write` as a
 * namespace separator, so the copy is keyed by what the scope imports.
 */
export const SCOPE_COPY = {
  'roll:write': 'roll',
  'staff:write': 'staff',
  'results:write': 'results',
  'holds:write': 'holds',
  'rosters:read': 'rosters',
} as const satisfies Record<ApiTokenScope, string>;
