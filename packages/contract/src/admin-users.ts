import { z } from 'zod';
import { idSchema } from './common';
import { registerBodySchema, roleSchema, userSchema } from './accounts';
import { emailSchema } from './profile';
import { studentStatusSchema } from './people-import';
import { validationMessage } from './validation-messages';

/** An admin creates any account; a student needs a student ID, and may be given an advisor. */
export const createUserBodySchema = registerBodySchema
  .extend({
    role: roleSchema,
    studentId: registerBodySchema.shape.studentId.optional(),
    advisorId: idSchema.optional(),
    facultyId: idSchema.optional(),
  })
  .refine((body) => body.role !== 'student' || body.studentId !== undefined, {
    message: validationMessage('studentIdRequired'),
    path: ['studentId'],
  });
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const assignAdvisorBodySchema = z.object({ advisorId: idSchema });
export type AssignAdvisorBody = z.infer<typeof assignAdvisorBodySchema>;

/** One advisor for many students at once (the People page's selection). */
export const assignAdvisorsBodySchema = z.object({
  studentIds: z.array(idSchema).min(1).max(5000),
  advisorId: idSchema,
});
export type AssignAdvisorsBody = z.infer<typeof assignAdvisorsBodySchema>;
/** How many of the students had another advisor (or none) before. */
export const assignAdvisorsReplySchema = z.object({ assigned: z.number().int() });

export const usersQuerySchema = z.object({ role: roleSchema.optional() });

export const managedUserSchema = userSchema.extend({
  advisor: z.object({ id: idSchema, name: z.string() }).nullable(),
  faculty: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** A student's year of study (1-4) when the registrar set it: it decides a staged opening. */
  yearOfStudy: z.number().int().nullable(),
  /** How many students a lecturer advises; 0 for others. */
  adviseeCount: z.number().int(),
  /** Where the person's email notifications go; null when the account names none. */
  email: z.string().nullable(),
  /** A student's programme, as the roll gives it (issue 43); null for staff and unknown. */
  programme: z
    .object({ id: idSchema, code: z.string(), name: z.string(), nameMs: z.string() })
    .nullable(),
  /** A student's status on the roll; null for staff. */
  studentStatus: studentStatusSchema.nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/**
 * What the registrar changes on an account: a student's year of study (null clears it), the email
 * address (null removes it), and a temporary password, which signs the person out everywhere.
 */
export const updateUserBodySchema = z
  .object({
    yearOfStudy: z
      .number({ error: validationMessage('year') })
      .int(validationMessage('year'))
      .min(1, validationMessage('year'))
      .max(4, validationMessage('year'))
      .nullable(),
    temporaryPassword: registerBodySchema.shape.password,
    email: emailSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** Moves every advisee of one lecturer to another (a lecturer on leave, say). */
export const moveAdviseesBodySchema = z.object({ toAdvisorId: idSchema });
export type MoveAdviseesBody = z.infer<typeof moveAdviseesBodySchema>;
export const moveAdviseesReplySchema = z.object({ moved: z.number().int() });
