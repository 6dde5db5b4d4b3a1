import { errorBodySchema, type ErrorBody } from '@daftar/contract';
import { readToken } from './session-token';

/** A non-OK reply. `message` is spec section 8's "status: body"; `body` keeps the server's reason. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    return body.success ? body.data : null;
  } catch {
    return null;
  }
}

/** The server's human reason for a failed request, when it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof HttpError ? error.body?.error : undefined;
}

/**
 * One API call per spec section 7: cookies and the bearer token always, a JSON body only when
 * one is given, no timeout. Resolves to the parsed JSON reply (undefined for an empty one).
 */
export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }

  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new HttpError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseErrorBody(text),
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const http = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
