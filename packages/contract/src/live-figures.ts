import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

// The registrar's live dashboard (issue 23): registration day as it happens. The same figures
// `GET /metrics` gives Prometheus, read by the Admin Panel and sent to admins' sockets.

/**
 * What a student's add, move or drop came to: a seat taken or given back, or the rule that
 * refused it. Also the `outcome` label of `daftar_seat_changes_total`.
 */
export const SEAT_CHANGE_OUTCOMES = [
  'taken',
  'given_back',
  'full',
  'clash',
  'credit_max',
  'prerequisite',
  'period_closed',
  'under_review',
] as const;
export type SeatChangeOutcome = (typeof SEAT_CHANGE_OUTCOMES)[number];

/** How many minutes of history the dashboard's per-minute series cover. */
export const LIVE_FIGURES_MINUTES = 30;

const count = z.number().int().min(0);

export const liveFiguresSchema = z.object({
  /** When the figures were read. */
  at: isoDateTimeSchema,
  /** The server process that answered (several processes each count their own requests). */
  process: z.string(),
  /**
   * Registrations submitted in each of the last LIVE_FIGURES_MINUTES minutes, oldest first; the
   * last is the current minute. Read from the database, so every process's count.
   */
  submissionsPerMinute: z.array(count),
  /** Students' seat changes in this process by outcome, each minute as above and in all. */
  seatChanges: z.array(
    z.object({
      outcome: z.enum(SEAT_CHANGE_OUTCOMES),
      perMinute: z.array(count),
      lastMinutes: count,
    }),
  ),
  /** The current period's fullest subjects, fullest first, with how many wait for a seat. */
  fullestSubjects: z.array(
    z.object({
      subjectId: idSchema,
      code: z.string(),
      name: z.string(),
      nameMs: z.string().nullable(),
      registered: count,
      capacity: count,
      waiting: count,
    }),
  ),
  /** Registrations waiting for review, by advisor, the longest waiting first. */
  reviewBacklog: z.array(
    z.object({
      advisorId: idSchema.nullable(),
      advisorName: z.string().nullable(),
      waiting: count,
      oldestSeconds: count,
    }),
  ),
  /** Browsers with a live socket open to this process. */
  connectedBrowsers: count,
  /** The 95th percentile of this process's reply times over the last 5 minutes; null if none. */
  replyTimeP95Seconds: z.number().min(0).nullable(),
});
export type LiveFigures = z.infer<typeof liveFiguresSchema>;
