import { z } from 'zod';
import { idSchema } from './common';
import { registerBodySchema, roleSchema, userSchema } from './accounts';
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

export const usersQuerySchema = z.object({ role: roleSchema.optional() });

export const managedUserSchema = userSchema.extend({
  advisor: z.object({ id: idSchema, name: z.string() }).nullable(),
  faculty: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
