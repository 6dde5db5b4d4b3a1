import { z } from 'zod';
import { ROLES, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN } from './constants';
import { LANGUAGES } from './language';
import { validationMessage } from './validation-messages';
import { idSchema, plainTextSchema } from './common';

export const languageSchema = z.enum(LANGUAGES);

/** Spec section 5, login. */
export const loginBodySchema = z.object({
  username: z
    .string({ error: validationMessage('usernameRequired') })
    .trim()
    .min(1, validationMessage('usernameRequired'))
    .max(100, validationMessage('usernameTooLong')),
  password: z
    .string({ error: validationMessage('passwordRequired') })
    .min(1, validationMessage('passwordRequired'))
    .max(200, validationMessage('passwordTooLong')),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const usernameMessage = validationMessage('usernameTooShort');
const passwordMessage = validationMessage('passwordTooShort');

/** Spec section 5, register. Any role in the body is dropped: sign-up always makes a student. */
export const registerBodySchema = z.object({
  username: z
    .string({ error: usernameMessage })
    .trim()
    .min(USERNAME_MIN, usernameMessage)
    .max(USERNAME_MAX, validationMessage('usernameTooLongForAccount'))
    // ASCII only: other scripts and full-width forms hold look-alikes of ASCII names ("аdmin"
    // with a Cyrillic a), and ASCII lower-cases the same everywhere, so uniqueness by
    // `toLowerCase()` cannot be fooled ("ADMİN", "ſtudent").
    .regex(/^[A-Za-z0-9._-]+$/, validationMessage('usernameCharacters')),
  password: z
    .string({ error: passwordMessage })
    .min(PASSWORD_MIN, passwordMessage)
    .max(200, validationMessage('passwordTooLong')),
  name: plainTextSchema({
    required: validationMessage('nameRequired'),
    hidden: validationMessage('nameHidden'),
  })
    .trim()
    .min(1, validationMessage('nameRequired'))
    .max(100, validationMessage('nameTooLong')),
  studentId: plainTextSchema({
    required: validationMessage('studentIdRequired'),
    hidden: validationMessage('studentIdHidden'),
  })
    .trim()
    .min(1, validationMessage('studentIdRequired'))
    .max(20, validationMessage('studentIdTooLong')),
  /** The language chosen on the sign-up page, kept on the new account. */
  language: languageSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  studentId: z.string().nullable(),
  /** The language the person chose; null until they choose one (the browser's then applies). */
  language: languageSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `PATCH /api/user`: what a person may change of their own account. */
export const userPreferencesBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: validationMessage('languageUnknown') }),
});
export type UserPreferencesBody = z.infer<typeof userPreferencesBodySchema>;

export const authReplySchema = z.object({ token: z.string(), user: userSchema });
export type AuthReply = z.infer<typeof authReplySchema>;

/** The claims of a session token (decisions.md section 2). `ver` ends the token at logout. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  exp: z.number(),
  ver: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
