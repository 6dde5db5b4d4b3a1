import { z } from 'zod';
import { languageSchema, registerBodySchema, roleSchema } from './accounts';
import { SUBMISSION_EMAILS } from './notifications';
import { validationMessage } from './validation-messages';

// The profile page (issue 21): everyone's own details, where their email goes, and their password.

const emailMessage = validationMessage('emailInvalid');

/** An email address as people type them: one @, a dot in the domain, no spaces, at most 254. */
export const emailSchema = z
  .string({ error: emailMessage })
  .trim()
  .max(254, emailMessage)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, emailMessage);

/** `GET /api/user/profile`. */
export const profileSchema = z.object({
  name: z.string(),
  username: z.string(),
  role: roleSchema,
  studentId: z.string().nullable(),
  faculty: z.string().nullable(),
  /** The address on the account; null when none was given. */
  email: z.string().nullable(),
  /** Where email goes when the account has none: derived from the student ID, if the university does. */
  derivedEmail: z.string().nullable(),
  emailEnabled: z.boolean(),
  submissionEmail: z.enum(SUBMISSION_EMAILS),
  language: languageSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/user/profile`: what a person changes of their own details (null email removes it). */
export const profileBodySchema = z
  .object({
    name: registerBodySchema.shape.name,
    email: emailSchema.nullable(),
    emailEnabled: z.boolean({ error: validationMessage('invalid') }),
    submissionEmail: z.enum(SUBMISSION_EMAILS, { error: validationMessage('invalid') }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') });
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** `POST /api/user/password`: the current password, and the new one by sign-up's rule. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: validationMessage('currentPasswordRequired') })
    .min(1, validationMessage('currentPasswordRequired'))
    .max(200, validationMessage('passwordTooLong')),
  newPassword: registerBodySchema.shape.password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
