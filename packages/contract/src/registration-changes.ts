import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

// Apart from semester.ts, which takes the reason's schema from review.ts: the review detail
// carries these changes, and the two files would otherwise import each other.

/** Each add and drop after approval, and in late registration, is kept for desk and bursary. */
export const REGISTRATION_CHANGE_KINDS = ['add', 'drop', 'withdraw'] as const;
export type RegistrationChangeKind = (typeof REGISTRATION_CHANGE_KINDS)[number];
export const REGISTRATION_CHANGE_STAGES = ['window', 'add_drop', 'late', 'withdrawal'] as const;
export type RegistrationChangeStage = (typeof REGISTRATION_CHANGE_STAGES)[number];

/**
 * The stages whose changes make an amendment: a change is kept in them only once a subject of the
 * registration was approved (late registration is kept with nothing approved yet).
 */
export const AMENDMENT_STAGES = ['window', 'add_drop'] as const satisfies RegistrationChangeStage[];

/** One change to a registration as the advisor's desk shows it. */
export const registrationChangeSchema = z.object({
  subject: z.object({
    id: idSchema,
    code: z.string(),
    name: z.string(),
    nameMs: z.string().nullable(),
  }),
  change: z.enum(REGISTRATION_CHANGE_KINDS),
  stage: z.enum(REGISTRATION_CHANGE_STAGES),
  credits: z.number().int(),
  at: isoDateTimeSchema,
});
export type RegistrationChange = z.infer<typeof registrationChangeSchema>;
