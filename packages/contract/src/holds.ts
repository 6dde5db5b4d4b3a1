import { z } from 'zod';
import { idParamSchema, idSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { REASON_MAX } from './constants';
import { validationMessage } from './validation-messages';

// Holds (sekatan, issue 44): an office's bar on a student's registration, with the reason, how to
// clear it and whom to ask, in both languages. The registrar places and releases them; the
// bursary's system pushes its own (`POST /api/admin/holds/import`).

export const HOLD_TYPES = [
  'finance',
  'academic',
  'disciplinary',
  'library',
  'documents',
  'other',
] as const;
export const holdTypeSchema = z.enum(HOLD_TYPES);
export type HoldType = z.infer<typeof holdTypeSchema>;

/** What a hold may block: registration changes (add, drop, move, wait), submitting, the slip. */
export const HOLD_BLOCKS = ['register', 'submit', 'slip'] as const;
export const holdBlockSchema = z.enum(HOLD_BLOCKS);
export type HoldBlock = z.infer<typeof holdBlockSchema>;

/** The hold types' names in a sentence, in each language (a refusal names the hold's type). */
export const HOLD_TYPE_NAMES: Record<'en' | 'ms', Record<HoldType, string>> = {
  en: {
    finance: 'finance',
    academic: 'academic',
    disciplinary: 'disciplinary',
    library: 'library',
    documents: 'documents',
    other: 'other',
  },
  ms: {
    finance: 'kewangan',
    academic: 'akademik',
    disciplinary: 'tatatertib',
    library: 'perpustakaan',
    documents: 'dokumen',
    other: 'lain-lain',
  },
};

export const holdSchema = z.object({
  id: idSchema,
  studentId: idSchema,
  type: holdTypeSchema,
  /** The bursary's key for a hold it pushed; null for one the registrar placed. */
  reference: z.string().nullable(),
  reasonEn: z.string(),
  reasonMs: z.string(),
  howToClearEn: z.string(),
  howToClearMs: z.string(),
  /** Whom to ask: an office, an email address, a telephone number. */
  contact: z.string(),
  blocks: z.array(holdBlockSchema),
  placedAt: isoDateTimeSchema,
  releasedAt: isoDateTimeSchema.nullable(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdsReplySchema = z.object({ holds: z.array(holdSchema) });
export type HoldsReply = z.infer<typeof holdsReplySchema>;

const holdText = plainTextSchema({
  required: validationMessage('holdTextRequired'),
  hidden: validationMessage('holdTextHidden'),
  multiline: true,
})
  .trim()
  .min(1, validationMessage('holdTextRequired'))
  .max(REASON_MAX, validationMessage('holdTextTooLong'));

/** The registrar's new hold on a student. */
export const placeHoldBodySchema = z.object({
  studentId: idSchema,
  type: holdTypeSchema,
  reasonEn: holdText,
  reasonMs: holdText,
  howToClearEn: holdText,
  howToClearMs: holdText,
  contact: holdText,
  blocks: z
    .array(holdBlockSchema)
    .min(1, validationMessage('holdBlocksRequired'))
    .transform((blocks) => [...new Set(blocks)]),
});
export type PlaceHoldBody = z.infer<typeof placeHoldBodySchema>;

/** The registrar's list: one student's holds, or every active one; released ones on request. */
export const holdsQuerySchema = z.object({
  studentId: idParamSchema.optional(),
  released: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .default(false),
});

/** The bursary's file: one row per hold, keyed by `reference`. */
export const HOLD_COLUMNS = [
  'student_id',
  'type',
  'reference',
  'reason_en',
  'reason_ms',
  'how_to_clear_en',
  'how_to_clear_ms',
  'contact',
  'blocks',
  'released_at',
] as const;
export type HoldColumn = (typeof HOLD_COLUMNS)[number];

/** A hold's change, sent to its student's sockets: their page reads their holds again. */
export const holdsChangeSchema = z.object({ studentId: idSchema });
export type HoldsChange = z.infer<typeof holdsChangeSchema>;
