import { z } from 'zod';
import { standingSchema } from './standings';
import { validationMessage } from './validation-messages';

// A period's credit limits as the registrar writes them (issue 19, 44).

export const creditMaxSchema = z
  .number({ error: validationMessage('creditMax') })
  .int(validationMessage('creditMax'))
  .min(1, validationMessage('creditMax'))
  .max(40, validationMessage('creditMax'));
/** The most credits an overload request may ask for; null: the period takes none (issue 44). */
export const overloadCapSchema = z
  .number({ error: validationMessage('overloadCap') })
  .int(validationMessage('overloadCap'))
  .min(1, validationMessage('overloadCap'))
  .max(40, validationMessage('overloadCap'))
  .nullable();
export const creditMinSchema = z
  .number({ error: validationMessage('creditMin') })
  .int(validationMessage('creditMin'))
  .min(0, validationMessage('creditMin'))
  .max(40, validationMessage('creditMin'));

/**
 * A period's credit maximum for one of the registrar's own standings (issue 44). Good standing's
 * is the period's `creditMax`, probation's `creditMaxProbation`; a standing without one here
 * takes `creditMax`. The server checks the code against the standings it keeps.
 */
export const standingLimitSchema = z.object({
  standing: standingSchema,
  creditMax: creditMaxSchema,
});
export type StandingLimit = z.infer<typeof standingLimitSchema>;

export const standingLimitsSchema = z
  .array(standingLimitSchema)
  .max(12)
  .refine((limits) => new Set(limits.map((l) => l.standing)).size === limits.length, {
    error: validationMessage('standingTwice'),
  });
