import { ADMISSION_HEADER, type ErrorBody, type ErrorCode } from '@daftar/contract';
import { admissionRefused, admissionToSend, keepAdmission } from './admission';
import type { ErrorReply } from './error-reply';
import { currentLanguage } from './i18n';
import { noteServerDate } from './server-clock';
import { readToken } from './session-token';

/**
 * A non-OK reply. `message` is spec section 8's "status: body", for logs; screens show
 * `serverMessage(error)`, the refusal in the person's language, or a fallback of their own.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The reply's `error` field, when it had one. */
  readonly serverMessage: string | undefined;
  /** The whole reply when it is the contract's error shape (its code and field messages). */
  readonly body: ErrorBody | null;
  private readonly reply: ErrorReply;

  constructor(
    readonly status: number,
    replyText: string,
    statusText: string,
    reply: ErrorReply,
  ) {
    super(`${status}: ${replyText || statusText}`);
    this.body = reply.body;
    this.serverMessage = reply.serverMessage;
    this.reply = reply;
  }

  /** The refusal in the interface's language now (it may have changed since the reply came). */
  sentence(): string | undefined {
    return this.reply.sentenceIn(currentLanguage());
  }
}

/**
 * Reads a failed reply with the contract's schemas. They come with zod, which the sign-in screen
 * does without until something fails: a phone gets the form sooner. If that code cannot be
 * fetched either, the screen shows its own fallback sentence.
 */
async function readReply(replyText: string): Promise<ErrorReply> {
  try {
    return (await import('./error-reply')).readErrorReply(replyText);
  } catch {
    return { body: null, serverMessage: undefined, sentenceIn: () => undefined };
  }
}

/**
 * What a failed request's reply says, in the person's language: worded here from its code and
 * params, or the server's sentence (which follows the Accept-Language sent); never the raw reply.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof HttpError ? error.sentence() : undefined;
}

/** Whether the server refused for want of an admission: the queue's waiting page then takes over. */
export function refusedForAdmission(error: unknown): boolean {
  return error instanceof HttpError && error.body?.code === 'ADMISSION_REQUIRED';
}

/**
 * The messages a failed form gets under its fields: the server's field messages, and a refusal
 * that is about one field (a code already taken) under that field.
 */
export function fieldErrors(
  error: unknown,
  refusalField?: { code: ErrorCode; field: string },
): Partial<Record<string, string>> {
  if (!(error instanceof HttpError)) return {};
  const fields: Partial<Record<string, string>> = { ...error.body?.fields };
  if (refusalField && error.body?.code === refusalField.code)
    fields[refusalField.field] = error.sentence();
  return fields;
}

/**
 * One API call per spec section 7: cookies and the bearer token always, a JSON body only when
 * one is given (a Blob is sent as it is, with its own type: the catalogue import's CSV), no
 * timeout. Resolves to the parsed JSON reply (undefined for an empty one).
 */
export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const text = await send(method, url, body);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The call itself: the reply's text, or the HttpError of a refusal. */
async function send(method: string, url: string, body?: unknown): Promise<string> {
  return (await respond(method, url, body)).text();
}

/** A file the server sends (a PDF): its bytes and the name it asked to be saved under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

async function getFile(url: string): Promise<DownloadedFile> {
  const response = await respond('GET', url);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: dispositionFilename(disposition) };
}

/** The name in a Content-Disposition: RFC 6266's exact UTF-8 `filename*`, else `filename`. */
function dispositionFilename(disposition: string): string | null {
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not valid percent-encoding: the plain name below is the server's fallback.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** The call itself: the OK response, or the HttpError of a refusal. */
async function respond(method: string, url: string, body?: unknown): Promise<Response> {
  // The server words its own sentences (validation messages among them) in this language.
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // While the admission gate is on, registration changes carry the student's turn (issue 25).
  const admission = admissionToSend(method, url);
  if (admission) headers.set(ADMISSION_HEADER, admission);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body instanceof Blob) {
    headers.set('Content-Type', body.type);
    init.body = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }

  const response = await fetch(url, init);
  noteServerDate(response.headers.get('date'));
  // An action renews the admission: the reply carries the new one, refusal or not.
  const renewed = response.headers.get(ADMISSION_HEADER);
  if (renewed) keepAdmission(renewed);
  if (!response.ok) {
    const text = await response.text();
    const error = new HttpError(response.status, text, response.statusText, await readReply(text));
    if (error.body?.code === 'ADMISSION_REQUIRED') {
      // Whoever shows the registration page hears of it and puts the student in the queue.
      admissionRefused(error.body.params?.context, admission);
    }
    throw error;
  }
  return response;
}

/** Readings preloaded within this long are still the current state; older ones are asked again. */
const PRELOAD_FRESH_MS = 10_000;

interface Preloaded {
  token: string | null;
  at: number;
  reply: Promise<unknown>;
}

const preloaded = new Map<string, Preloaded>();

/**
 * Starts GETs that a screen will make before its code has arrived, so that on a slow phone the
 * readings travel alongside the code instead of after it. The next GET of the same URL takes the
 * reply, if it was made with the same token within PRELOAD_FRESH_MS; otherwise it asks again.
 */
function preload(urls: readonly string[]) {
  const token = readToken();
  for (const url of urls) {
    const reply = request('GET', url);
    // A failure reaches whoever takes the reply; one nobody takes is not an unhandled rejection.
    reply.catch(() => undefined);
    preloaded.set(url, { token, at: Date.now(), reply });
  }
}

function takePreloaded(url: string): Promise<unknown> | undefined {
  const entry = preloaded.get(url);
  if (!entry) return undefined;
  preloaded.delete(url);
  const current = entry.token === readToken() && Date.now() - entry.at < PRELOAD_FRESH_MS;
  return current ? entry.reply : undefined;
}

export const http = {
  get: <T>(url: string) => (takePreloaded(url) as Promise<T> | undefined) ?? request<T>('GET', url),
  preload,
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
  /** A reply that is not JSON (the catalogue export's CSV), as text. */
  getText: (url: string) => send('GET', url),
  /** A file to save (the registration slip's PDF), fetched with the session's token. */
  getFile,
};
