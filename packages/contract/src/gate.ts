import { z } from 'zod';
import { dateTimeSchema, idSchema, isoDateTimeSchema } from './common';
import { GATE_RATE_MAX } from './constants';
import { validationMessage } from './validation-messages';

// The admission gate (issue 25, decision 019): while it is on for the current period, a student
// needs an admission to use the registration page and to change a selection. Students who come
// before the opening wait in a pre-queue shuffled at random when it opens; later ones join the
// end in arrival order. Places are counted out as tickets, so a place is a number: the position
// is the ticket less the tickets admitted so far, and every browser works it out from one
// broadcast figure.

/** An admission lapses after this long without a registration action or an extension. */
export const ADMISSION_IDLE_MS = 15 * 60_000;
/** How long before the lapse the student is warned and offered to stay (WCAG 2.2.1). */
export const ADMISSION_WARNING_MS = 60_000;

/** A period's gate, as the registrar sets it. */
export const gateSettingsSchema = z.object({
  periodId: idSchema,
  /** Whether registration in this period goes through the gate. */
  enabled: z.boolean(),
  /** When the pre-queue is shuffled and admission starts. */
  opensAt: isoDateTimeSchema,
  /** Students admitted per minute; null lets the server choose from its reply times. */
  ratePerMinute: z.number().int().min(1).max(GATE_RATE_MAX).nullable(),
  /** Nobody more is admitted while paused; every place is kept. */
  paused: z.boolean(),
});
export type GateSettings = z.infer<typeof gateSettingsSchema>;

const gateRateSchema = z
  .number({ error: validationMessage('gateRate') })
  .int(validationMessage('gateRate'))
  .min(1, validationMessage('gateRate'))
  .max(GATE_RATE_MAX, validationMessage('gateRate'));

export const updateGateSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    opensAt: dateTimeSchema,
    ratePerMinute: gateRateSchema.nullable(),
    paused: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateGateSettingsBody = z.infer<typeof updateGateSettingsBodySchema>;

/** Where the queue stands: broadcast to every browser about once a second (`gateProgress`). */
export const gateProgressSchema = z.object({
  periodId: idSchema,
  opensAt: isoDateTimeSchema,
  /** False until the opening, while arrivals gather in the pre-queue. */
  opened: z.boolean(),
  /** Students in the pre-queue (before the opening). */
  prequeued: z.number().int(),
  /** Tickets given out: the last place in the queue. */
  issued: z.number().int(),
  /** Every ticket up to this one has been admitted. */
  admittedThrough: z.number().int(),
  /** Students admitted per minute now: the registrar's rate, or the automatic one. */
  ratePerMinute: z.number().int(),
  automatic: z.boolean(),
  paused: z.boolean(),
});
export type GateProgress = z.infer<typeof gateProgressSchema>;

/** The answer to joining the queue (`POST /api/gate/join`). */
export const gateStatusSchema = z.discriminatedUnion('state', [
  /** No gate for this period: registration is open to everyone. */
  z.object({ state: z.literal('open') }),
  z.object({
    state: z.literal('waiting'),
    /** The student's place; null in the pre-queue, before the opening gives out places. */
    ticket: z.number().int().nullable(),
    progress: gateProgressSchema,
  }),
  z.object({
    state: z.literal('admitted'),
    /** Sent back in the `x-daftar-admission` header with every registration action. */
    admission: z.string(),
    expiresAt: isoDateTimeSchema,
  }),
]);
export type GateStatus = z.infer<typeof gateStatusSchema>;

/** A renewed admission (`POST /api/gate/extend`). */
export const admissionSchema = z.object({
  admission: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type Admission = z.infer<typeof admissionSchema>;

/** The gate of a period as the registrar watches it (`GET /api/admin/periods/{id}/gate`). */
export const adminGateSchema = z.object({
  /** False when the server runs without `GATE=on`: settings are kept but nothing is gated. */
  available: z.boolean(),
  settings: gateSettingsSchema,
  /** The queue, once anyone has joined it; only the current period has one. */
  progress: gateProgressSchema.nullable(),
  /** Students holding an admission that has not lapsed. */
  activeAdmissions: z.number().int(),
});
export type AdminGate = z.infer<typeof adminGateSchema>;

/** The student's place in the queue: 1 is next. */
export function queuePosition(ticket: number, progress: GateProgress): number {
  return Math.max(0, ticket - progress.admittedThrough);
}

/** Seconds until a place is reached at the current rate; null while paused or before opening. */
export function estimatedWaitSeconds(position: number, progress: GateProgress): number | null {
  if (!progress.opened || progress.paused || progress.ratePerMinute <= 0) return null;
  return Math.ceil((position * 60) / progress.ratePerMinute);
}
