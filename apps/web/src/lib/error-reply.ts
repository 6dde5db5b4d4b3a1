import {
  errorBodySchema,
  formatErrorMessage,
  hasErrorMessage,
  type ErrorBody,
  type Language,
} from '@daftar/contract';
import { z } from 'zod';

/** What a failed request's reply says, as far as this client can read it. */
export interface ErrorReply {
  /** The whole reply when it is the contract's error shape (its code and field messages). */
  body: ErrorBody | null;
  /** The reply's `error` field, when it had one. */
  serverMessage: string | undefined;
  /** The refusal in `language`, from its code and params; else the server's own sentence. */
  sentenceIn(language: Language): string | undefined;
}

// Any JSON object with an `error` sentence, whatever else it holds.
const sentenceSchema = z.object({ error: z.string().trim().min(1) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readErrorReply(replyText: string): ErrorReply {
  const reply = parseJson(replyText);
  const body = errorBodySchema.safeParse(reply);
  // Read apart from the contract's shape, so a code this client does not know still shows it.
  const sentence = sentenceSchema.safeParse(reply);
  const serverMessage = sentence.success ? sentence.data.error : undefined;
  return {
    body: body.success ? body.data : null,
    serverMessage,
    sentenceIn: (language) =>
      (body.success ? wordReply(body.data, language) : undefined) ?? serverMessage,
  };
}

/**
 * A refusal worded in the person's language from its code and params (issue 18). A field's
 * validation message is the server's own: the request asked for the person's language, and the
 * client's forms word their own checks.
 */
function wordReply({ code, params }: ErrorBody, language: Language): string | undefined {
  if (params.context === 'field' || !hasErrorMessage(code, params)) return undefined;
  return formatErrorMessage(code, params, language);
}
