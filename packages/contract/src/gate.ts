import { z } from 'zod';
import { dateTimeSchema, idSchema, isoDateTimeSchema } from './common';
import { GATE_RATE_MAX, GATE_REHEARSAL_STAND_INS } from './constants';
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
    /** When the queue opens; refused once passed (GATE_OPENS_IN_PAST), unless `openNow`. */
    opensAt: dateTimeSchema,
    /**
     * Opens the queue at once (the opening time becomes the server's now): the registrar's
     * explicit choice, since a time already passed is refused rather than opening by itself.
     */
    openNow: z.boolean(),
    ratePerMinute: gateRateSchema.nullable(),
    paused: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => !(body.openNow && body.opensAt !== undefined), {
    path: ['openNow'],
    message: validationMessage('gateOpenNowWithTime'),
  });
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

/**
 * A rehearsal (issue 42): the registrar's own test queue, with the current settings' rate, to
 * wait in as a student would. It has a queue of its own and gives no admission: nothing it does
 * reaches the real queue or registration, and no student hears of it.
 */
export const startGateRehearsalBodySchema = z
  .object({
    /** Places given at the opening to nobody, shuffled with the registrar's: the queue ahead. */
    standIns: z.union(GATE_REHEARSAL_STAND_INS.map((count) => z.literal(count))),
    /** How long the rehearsal's pre-queue lasts before its opening. */
    opensInSeconds: z.number().int().min(0).max(600),
  })
  .strict();
export type StartGateRehearsalBody = z.infer<typeof startGateRehearsalBodySchema>;

/** The registrar's rehearsal as they would see it as a student (`POST …/gate-rehearsal/join`). */
export const gateRehearsalSchema = z.discriminatedUnion('state', [
  /** No rehearsal runs (never started, or ended). */
  z.object({ state: z.literal('none') }),
  z.object({
    state: z.literal('waiting'),
    standIns: z.number().int(),
    /** Null in the pre-queue, before the rehearsal's opening. */
    ticket: z.number().int().nullable(),
    progress: gateProgressSchema,
  }),
  z.object({
    state: z.literal('admitted'),
    standIns: z.number().int(),
    /** When a student's admission would lapse without activity. */
    expiresAt: isoDateTimeSchema,
  }),
]);
export type GateRehearsal = z.infer<typeof gateRehearsalSchema>;

/** The student's place in the queue: 1 is next. */
export function queuePosition(ticket: number, progress: GateProgress): number {
  return Math.max(0, ticket - progress.admittedThrough);
}

/** Seconds until a place is reached at the current rate; null while paused or before opening. */
export function estimatedWaitSeconds(position: number, progress: GateProgress): number | null {
  if (!progress.opened || progress.paused || progress.ratePerMinute <= 0) return null;
  return Math.ceil((position * 60) / progress.ratePerMinute);
}
