import { TOKEN_STORAGE_KEY } from '@daftar/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { HttpError, http, serverMessage } from './http-client';
import { chooseLanguage } from './i18n';

function lastInit(fetchMock: ReturnType<typeof mockApi>): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

describe('http client', () => {
  it('sends credentials and no auth header or body when there is no token or body', async () => {
    const fetchMock = mockApi({ 'GET /api/x': { body: { ok: true } } });
    await expect(http.get('/api/x')).resolves.toEqual({ ok: true });
    const init = lastInit(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    const headers = new Headers(init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    const token = makeToken();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const fetchMock = mockApi({ 'POST /api/x': { status: 204 } });
    await expect(http.post('/api/x')).resolves.toBeUndefined();
    const init = lastInit(fetchMock);
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with its content type only when a body is given', async () => {
    const fetchMock = mockApi({ 'POST /api/x': { status: 201, body: { id: 1 } } });
    await http.post('/api/x', { subjectId: 4 });
    const init = lastInit(fetchMock);
    expect(init.body).toBe('{"subjectId":4}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('raises "status: body" and keeps the server reason', async () => {
    const body = { error: 'Subject is full.', code: 'SUBJECT_FULL' };
    mockApi({ 'POST /api/x': { status: 409, body } });
    const error = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as HttpError).status).toBe(409);
    expect(serverMessage(error)).toBe('Subject is full.');
  });

  it('words a refusal from its code and params in the language of the interface', async () => {
    const body = {
      error: 'Adding CSC1001 (3 credits) would take you to 23 credits; the maximum is 20.',
      code: 'CREDIT_LIMIT',
      params: { code: 'CSC1001', credits: 3, creditsAfter: 23, creditMax: 20 },
    };
    const fetchMock = mockApi({ 'POST /api/x': { status: 409, body } });
    const error = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(new Headers(lastInit(fetchMock).headers).get('Accept-Language')).toBe('en');
    expect(serverMessage(error)).toBe(body.error);
    await chooseLanguage('ms');
    try {
      expect(serverMessage(error)).toBe(
        'Menambah CSC1001 (3 kredit) akan menjadikan jumlah anda 23 kredit; maksimumnya 20.',
      );
      await http.post('/api/x', {}).catch(() => undefined);
      expect(new Headers(lastInit(fetchMock).headers).get('Accept-Language')).toBe('ms');
    } finally {
      await chooseLanguage('en');
    }
  });

  it("keeps the server's sentence when the params do not name every value", async () => {
    const body = { error: 'Subject X is full.', code: 'SUBJECT_FULL', params: {} };
    mockApi({ 'POST /api/x': { status: 409, body } });
    const error = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(serverMessage(error)).toBe('Subject X is full.');
  });

  it('raises "status: status text" when the body is empty', async () => {
    mockApi({ 'GET /api/x': { status: 503, statusText: 'Service Unavailable', text: '' } });
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('503: Service Unavailable');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('keeps the server sentence of a code it does not know, apart from the logged message', async () => {
    const text = '{"error":"Database unavailable","code":"INTERNAL"}';
    mockApi({ 'GET /api/x': { status: 500, text } });
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect((error as HttpError).message).toBe(`500: ${text}`);
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(serverMessage(error)).toBe('Database unavailable');
  });

  it('has no server sentence for a reply that is not the JSON error shape', async () => {
    mockApi({ 'GET /api/x': { status: 502, text: '<html><body>Bad Gateway</body></html>' } });
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('502: <html><body>Bad Gateway</body></html>');
    expect(serverMessage(error)).toBeUndefined();
    expect(serverMessage(new Error('500: {"error":"Raw"}'))).toBeUndefined();
  });

  it('raises a 401 on a read as an error rather than redirecting', async () => {
    mockApi({
      'GET /api/x': { status: 401, body: { error: 'Sign in.', code: 'UNAUTHENTICATED' } },
    });
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
  });

  describe('preload', () => {
    it('lets the next GET of the URL take the reply it started, instead of asking again', async () => {
      const fetchMock = mockApi({ 'GET /api/x': { body: { n: 1 } } });
      http.preload(['/api/x']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await expect(http.get('/api/x')).resolves.toEqual({ n: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Taken once: the GET after it asks the server.
      await http.get('/api/x');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('hands its failure to the GET that takes it', async () => {
      mockApi({ 'GET /api/x': { status: 500, body: { error: 'Down.', code: 'INTERNAL' } } });
      http.preload(['/api/x']);
      const error = await http.get('/api/x').catch((e: unknown) => e);
      expect(serverMessage(error)).toBe('Down.');
    });

    it("is not taken once the token has changed: the reply may be another user's", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: '1' }));
      const fetchMock = mockApi({ 'GET /api/x': { body: { n: 1 } } });
      http.preload(['/api/x']);
      const token = makeToken({ sub: '2' });
      localStorage.setItem(TOKEN_STORAGE_KEY, token);
      await http.get('/api/x');
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(new Headers(lastInit(fetchMock).headers).get('Authorization')).toBe(`Bearer ${token}`);
    });

    it('is not taken after 10 s: by then it may no longer be the current state', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const fetchMock = mockApi({ 'GET /api/x': { body: { n: 1 } } });
        http.preload(['/api/x']);
        vi.setSystemTime(Date.now() + 10_001);
        await http.get('/api/x');
        expect(fetchMock).toHaveBeenCalledTimes(2);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
