import { z } from 'zod';
import { MAX_ID } from './constants';

/** A numeric id, also accepted as a path or query string ("12"). */
export const idSchema = z.coerce
  .number({ error: 'Must be a positive whole number' })
  .int('Must be a positive whole number')
  .min(1, 'Must be a positive whole number')
  .max(MAX_ID, 'Must be a positive whole number');

export const idParamsSchema = z.object({ id: idSchema });

/** Calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Instant, ISO 8601 in UTC. */
export const isoDateTimeSchema = z.string();
