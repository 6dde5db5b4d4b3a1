import { z } from 'zod';
import { MAX_ID } from './constants';
import { validationMessage, type ValidationMessage } from './validation-messages';

const idMessage = validationMessage('positiveWholeNumber');

/** A numeric id in a JSON body or reply: a JSON integer, never a string, boolean or fraction. */
export const idSchema = z
  .number({ error: idMessage })
  .int(idMessage)
  .min(1, idMessage)
  .max(MAX_ID, idMessage);

/**
 * A whole number from 1 to `max` written in a path or query string: decimal digits only, so
 * "0x10", "1e1", "+1", "1.0" and "01" are refused instead of read as some other number.
 */
export function positiveIntegerParamSchema({
  max,
  message,
}: {
  max: number;
  message: ValidationMessage;
}) {
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]*$/, message)
    .transform(Number)
    .pipe(z.number().max(max, message));
}

/** A numeric id in a path or query string ("12"). */
export const idParamSchema = positiveIntegerParamSchema({ max: MAX_ID, message: idMessage });

// Cc (controls such as NUL, BEL, ESC) and Cf (format characters: zero-width spaces, joiners,
// bidirectional overrides) are invisible or reorder what a reader sees, so they can make text look
// like something else or look empty.
const hiddenCharacters = /[\p{Cc}\p{Cf}]/u;
const hiddenCharactersButLineBreaksAndTabs = /(?![\n\t])[\p{Cc}\p{Cf}]/u;

/**
 * Text a person typed and others read. Invisible and control characters are refused before any
 * trimming or length check, so the message names the real problem; `multiline` text may also
 * hold line feeds and tabs.
 */
export function plainTextSchema(options: {
  required: ValidationMessage;
  hidden: ValidationMessage;
  multiline?: boolean;
}) {
  const hidden = options.multiline ? hiddenCharactersButLineBreaksAndTabs : hiddenCharacters;
  return z
    .string({ error: options.required })
    .refine((text) => !hidden.test(text), { error: options.hidden, abort: true });
}

/** A code in a query string (a programme's, an intake): invisible and control characters never name one. */
export function queryCodeSchema({ min = 0, max }: { min?: number; max: number }) {
  return z
    .string()
    .refine((text) => !hiddenCharacters.test(text), {
      error: validationMessage('codeHidden'),
      abort: true,
    })
    .transform((text) => text.trim())
    .pipe(z.string().min(min).max(max));
}

/** A Malay text left empty is none (null); left out (undefined) is unchanged. */
export function emptyIsNone(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

/** Calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Instant, ISO 8601 in UTC. */
export const isoDateTimeSchema = z.string();

// With the common shapes rather than the registrar's console, its first user: the admission
// gate's replies use it too, and a student's first screen would otherwise build every one of the
// registrar's schemas.
/** An instant with its offset or `Z`; stored and replied in UTC. */
export const dateTimeSchema = z
  .string({ error: validationMessage('dateTime') })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    error: validationMessage('dateTime'),
  })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: validationMessage('dateTime') })
  .transform((text) => new Date(text).toISOString());
