import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  statusText?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of `body`. */
  text?: string;
  /** Headers besides the status (a download's Content-Disposition). */
  headers?: Record<string, string>;
}

type Handler = MockReply | ((init: RequestInit, url: string) => MockReply | Promise<MockReply>);

/**
 * Replaces `fetch` with a table of replies keyed by "METHOD /path" (with its query string, or
 * without it for a handler that reads the query from the URL it is given). An unknown route
 * answers 404 as the server would. Returns the mock so tests can inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key] ?? handlers[key.split('?')[0]!];
    const reply: MockReply = !handler
      ? { status: 404, body: { error: 'No such route.', code: 'NOT_FOUND' } }
      : typeof handler === 'function'
        ? await handler(init, String(input))
        : handler;
    const status = reply.status ?? 200;
    const payload = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : payload, {
      status,
      statusText: reply.statusText,
      headers: reply.headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A reply that never comes, to hold a screen in its loading state. */
export const never = () => new Promise<MockReply>(() => {});

/** The calls made to one route. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
}
