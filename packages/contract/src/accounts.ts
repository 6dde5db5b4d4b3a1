import { z } from 'zod';
import { PASSWORD_MIN, ROLES, USERNAME_MAX, USERNAME_MIN } from './constants';
import { idSchema, plainTextSchema } from './common';

/** Spec section 5, login. */
export const loginBodySchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const usernameMessage = `Username must be at least ${USERNAME_MIN} characters`;
const passwordMessage = `Password must be at least ${PASSWORD_MIN} characters`;

/** Spec section 5, register. Any role in the body is dropped: sign-up always makes a student. */
export const registerBodySchema = z.object({
  username: z
    .string({ error: usernameMessage })
    .trim()
    .min(USERNAME_MIN, usernameMessage)
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
    // ASCII only: other scripts and full-width forms hold look-alikes of ASCII names ("аdmin"
    // with a Cyrillic a), and ASCII lower-cases the same everywhere, so uniqueness by
    // `toLowerCase()` cannot be fooled ("ADMİN", "ſtudent").
    .regex(
      /^[A-Za-z0-9._-]+$/,
      'Username may contain only English letters, digits, dots, dashes and underscores',
    ),
  password: z
    .string({ error: passwordMessage })
    .min(PASSWORD_MIN, passwordMessage)
    .max(200, 'Password must be at most 200 characters'),
  name: plainTextSchema({
    required: 'Full name is required',
    hidden: 'Full name may not contain invisible or control characters',
  })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  studentId: plainTextSchema({
    required: 'Student ID is required',
    hidden: 'Student ID may not contain invisible or control characters',
  })
    .trim()
    .min(1, 'Student ID is required')
    .max(20, 'Student ID must be at most 20 characters'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  studentId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

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
