import type { MessageParams } from '@daftar/contract';

// What every email composer writes with (email.compose.ts, email.compose-semester.ts): the
// blocks a message is made of, its sentences' lookup, and the pages its links open.

/** The web app's pages the links open (apps/web/src/config/paths.ts): the student's registration. */
export const REGISTRATION_PATH = '/registration';
/** The review page, for advisors. */
export const REVIEW_PATH = '/admin';

export type Block =
  | { paragraph: string }
  | { heading: string }
  | { list: { line: string; note?: string }[] }
  | { link: { label: string; url: string } };

/** A sentence of the email copy in the reader's language. */
export type Translate = (key: string, params?: MessageParams) => string;

/** A message's subject line and body, before it is written as text and HTML. */
export interface ComposedBlocks {
  subject: string;
  blocks: Block[];
}
