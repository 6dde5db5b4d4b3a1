import { z } from 'zod';
import { registerBodySchema } from './accounts';
import { validationMessage } from './validation-messages';

/** Who may sign in with a password (`PASSWORD_SIGNIN`): everyone, staff only, or no one. */
export const PASSWORD_SIGN_IN_MODES = ['all', 'staff', 'off'] as const;
export type PasswordSignInMode = (typeof PASSWORD_SIGN_IN_MODES)[number];

/** How accounts are made (`SIGNUP`): by anyone, from the roll only, or not at all. */
export const SIGN_UP_MODES = ['open', 'roll', 'off'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/** `GET /api/auth/methods`: what the sign-in and register screens offer. */
export const authMethodsSchema = z.object({
  password: z.enum(PASSWORD_SIGN_IN_MODES),
  signUp: z.enum(SIGN_UP_MODES),
  /** "Forgot password?" is offered: passwords are, and email can be sent. */
  passwordReset: z.boolean(),
  /** Sign-in with the university's account; null when none is set up. */
  university: z
    .object({
      /** The button's words, in both languages ("Sign in with UNIMAS account"). */
      label: z.object({ en: z.string(), ms: z.string() }),
      /** The provider can end its own session, so sign-out goes there too. */
      endsProviderSession: z.boolean(),
    })
    .nullable(),
});
export type AuthMethods = z.infer<typeof authMethodsSchema>;

/** `POST /api/auth/oidc/exchange`: the one-time code the callback handed to the page. */
export const signInCodeBodySchema = z.object({ code: z.string().min(1).max(200) });
export type SignInCodeBody = z.infer<typeof signInCodeBodySchema>;

/**
 * How the provider's callback ends, in the fragment of the page it lands on (never a query, so
 * no server or Referer sees it): a code to exchange, or why there is none.
 */
export const UNIVERSITY_SIGN_IN_FAILURES = ['notOnRoll', 'failed'] as const;
export type UniversitySignInFailure = (typeof UNIVERSITY_SIGN_IN_FAILURES)[number];

/** `POST /api/register` under `SIGNUP=roll`: 202, a code went to the roll's address. */
export const signUpVerificationSchema = z.object({
  verification: z.literal('email'),
  /** The address, partly hidden: "s***@siswa.unimas.my". */
  sentTo: z.string(),
});
export type SignUpVerification = z.infer<typeof signUpVerificationSchema>;

/** `POST /api/register/verify`: the code from the email completes the sign-up. */
export const signUpCodeBodySchema = z.object({
  studentId: z.string().trim().min(1).max(20),
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
});
export type SignUpCodeBody = z.infer<typeof signUpCodeBodySchema>;

/** `POST /api/password/forgot`: the account's username or email; the reply is the same either way. */
export const forgotPasswordBodySchema = z.object({
  account: z
    .string({ error: validationMessage('usernameRequired') })
    .trim()
    .min(1, validationMessage('usernameRequired'))
    .max(200, validationMessage('usernameTooLong')),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /api/password/reset`: the link's token and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: registerBodySchema.shape.password,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
