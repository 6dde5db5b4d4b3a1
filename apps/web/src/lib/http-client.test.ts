import { ADMISSION_HEADER, API, TOKEN_STORAGE_KEY } from '@daftar/contract';
import { describe, expect, it, vi } from 'vitest';
import { studentUser } from '@/testing/fixtures';
import { admissionToken } from '@/testing/gate-fixtures';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { storeTokenFor } from '@/testing/render-app';
import { admissionStorageKey, heldAdmission, keepAdmission, subscribeAdmission } from './admission';
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

describe('http client and the admission gate (issue 25)', () => {
  const userId = studentUser.id;
  const inAMinute = () => Date.now() + 60_000;
  const sentAdmission = (fetchMock: ReturnType<typeof mockApi>) =>
    new Headers(lastInit(fetchMock).headers).get(ADMISSION_HEADER);
  const refusal = (context?: string) => ({
    status: 403,
    body: {
      error: 'Registration is busy.',
      code: 'ADMISSION_REQUIRED',
      params: context ? { context } : {},
    },
  });

  it('sends the admission with every registration change and the extension, and with nothing else', async () => {
    storeTokenFor(studentUser);
    const admission = admissionToken(inAMinute());
    keepAdmission(admission);
    const fetchMock = mockApi({
      [`POST ${API.selectedSubjects}`]: { status: 201, body: {} },
      [`PATCH ${API.selectedSubject(4)}`]: { body: {} },
      [`DELETE ${API.selectedSubject(4)}`]: { status: 204 },
      [`POST ${API.waitlist}`]: { status: 201, body: {} },
      [`DELETE ${API.waitlistPlace(4)}`]: { status: 204 },
      [`POST ${API.submit}`]: { body: {} },
      [`POST ${API.gateExtend}`]: { body: {} },
      [`GET ${API.selectedSubjects}`]: { body: [] },
      [`POST ${API.notificationsRead}`]: { status: 204 },
      [`POST ${API.gateJoin}`]: { body: { state: 'open' } },
    });
    for (const call of [
      () => http.post(API.selectedSubjects, { subjectId: 4 }),
      () => http.patch(API.selectedSubject(4), { sectionId: 1 }),
      () => http.delete(API.selectedSubject(4)),
      () => http.post(API.waitlist, { subjectId: 4 }),
      () => http.delete(API.waitlistPlace(4)),
      () => http.post(API.submit),
      () => http.post(API.gateExtend),
    ]) {
      await call();
      expect(sentAdmission(fetchMock)).toBe(admission);
    }
    for (const call of [
      () => http.get(API.selectedSubjects),
      () => http.post(API.notificationsRead, {}),
      () => http.post(API.gateJoin),
    ]) {
      await call();
      expect(sentAdmission(fetchMock)).toBeNull();
    }
  });

  it("sends no admission without one, nor another account's", async () => {
    keepAdmission(admissionToken(inAMinute(), { userId: 99 }));
    storeTokenFor(studentUser);
    const fetchMock = mockApi({ [`POST ${API.selectedSubjects}`]: { status: 201, body: {} } });
    await http.post(API.selectedSubjects, { subjectId: 4 });
    expect(sentAdmission(fetchMock)).toBeNull();
  });

  it('keeps the renewed admission a reply carries, for every tab, and never an older one', async () => {
    storeTokenFor(studentUser);
    const first = admissionToken(inAMinute());
    keepAdmission(first);
    const renewed = admissionToken(Date.now() + 15 * 60_000);
    const fetchMock = mockApi({
      [`POST ${API.selectedSubjects}`]: {
        status: 201,
        body: {},
        headers: { [ADMISSION_HEADER]: renewed },
      },
      // A refusal renews it too: the action was still an action.
      [`DELETE ${API.selectedSubject(4)}`]: {
        status: 409,
        body: { error: 'Not yours.', code: 'NOT_FOUND' },
        headers: { [ADMISSION_HEADER]: first },
      },
    });
    await http.post(API.selectedSubjects, { subjectId: 4 });
    expect(localStorage.getItem(admissionStorageKey(userId))).toBe(renewed);
    expect(heldAdmission(userId)?.expiresAtMs).toBe(Number(renewed.split('.')[2]));
    await http.delete(API.selectedSubject(4)).catch(() => undefined);
    expect(localStorage.getItem(admissionStorageKey(userId))).toBe(renewed);
    await http.post(API.selectedSubjects, { subjectId: 4 });
    expect(sentAdmission(fetchMock)).toBe(renewed);
  });

  it.each([
    ['lapsed', 'expired', 'expired'],
    ['superseded', 'superseded', 'superseded'],
    ['missing', undefined, 'required'],
  ] as const)(
    'gives up a %s admission the server refuses and says why, so the page joins the queue',
    async (_, context, reason) => {
      storeTokenFor(studentUser);
      keepAdmission(admissionToken(inAMinute()));
      const changes: unknown[] = [];
      const unsubscribe = subscribeAdmission(userId, (change) => changes.push(change));
      mockApi({ [`POST ${API.submit}`]: refusal(context) });
      const error = await http.post(API.submit).catch((e: unknown) => e);
      unsubscribe();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).body?.code).toBe('ADMISSION_REQUIRED');
      expect(heldAdmission(userId)).toBeNull();
      expect(localStorage.getItem(admissionStorageKey(userId))).toBeNull();
      expect(changes).toEqual([{ kind: 'lost', reason }]);
    },
  );

  it('keeps a newer admission when the one refused was replaced meanwhile by another tab', async () => {
    storeTokenFor(studentUser);
    const old = admissionToken(inAMinute());
    keepAdmission(old);
    const newer = admissionToken(Date.now() + 15 * 60_000);
    mockApi({
      [`POST ${API.submit}`]: () => {
        // Another tab renews the admission while this request is on its way.
        localStorage.setItem(admissionStorageKey(userId), newer);
        return refusal('expired');
      },
    });
    await http.post(API.submit).catch(() => undefined);
    expect(heldAdmission(userId)?.token).toBe(newer);
  });
});
