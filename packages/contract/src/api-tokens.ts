import { z } from 'zod';
import { API_TOKEN_NAME_MAX } from './constants';
import { dateTimeSchema, idSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { validationMessage } from './validation-messages';

// The records system's access (issue 43): API tokens the registrar makes for a nightly job.

/**
 * What a token may do: each scope names the one import it opens, or the one export it reads
 * (`rosters:read`: the class lists, for the learning platform), nothing else.
 */
export const API_TOKEN_SCOPES = [
  'roll:write',
  'staff:write',
  'results:write',
  'holds:write',
  'rosters:read',
] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/**
 * Every secret starts with this, so `Authorization: Bearer` tells a token from a session (a JWT
 * never starts so), and a secret pasted where it should not be is recognisable to scanners.
 */
export const API_TOKEN_PREFIX = 'daftar_';

/** A token as the registrar's console lists it: never its secret, nor the secret's hash. */
export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  createdAt: isoDateTimeSchema,
  createdBy: z.object({ id: idSchema, name: z.string() }),
  expiresAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The creation's reply: the one time the secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const createApiTokenBodySchema = z.object({
  name: plainTextSchema({
    required: validationMessage('apiTokenName'),
    hidden: validationMessage('apiTokenNameHidden'),
  })
    .trim()
    .min(1, validationMessage('apiTokenName'))
    .max(API_TOKEN_NAME_MAX, validationMessage('apiTokenName')),
  scopes: z
    .array(apiTokenScopeSchema, { error: validationMessage('apiTokenScopes') })
    .min(1, validationMessage('apiTokenScopes'))
    .max(API_TOKEN_SCOPES.length, validationMessage('apiTokenScopes'))
    .refine((scopes) => new Set(scopes).size === scopes.length, {
      error: validationMessage('apiTokenScopes'),
    }),
  /** Checked against the server's clock: after now, and within API_TOKEN_MAX_DAYS of it. */
  expiresAt: dateTimeSchema,
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;
