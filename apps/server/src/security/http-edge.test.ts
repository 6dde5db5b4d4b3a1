import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../test/test-app';

// What reaches the server before any route does: URLs spelled to dodge a path check, URLs the
// router refuses, HTTP that Node's parser refuses, and a caller's request id.

const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'daftar-http-edge-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Daftar</title>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('gives an API route the API headers however its URL is spelled', async () => {
    await createCatalogue(t.database.db, [{ code: 'EDG1001' }]);
    const student = await t.createUser();
    const res = await t.app.inject({
      url: '/%61pi/registration/subjects',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(API_HEADERS);
  });

  it('answers an unknown API URL, however spelled, with a JSON 404 and the API headers', async () => {
    const res = await t.app.inject({ url: '/%61pi/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No such route.',
      code: 'NOT_FOUND',
      params: { context: 'route' },
    });
    expect(res.headers).toMatchObject(API_HEADERS);
  });

  it('still serves the page, with the page headers, for a client route', async () => {
    const res = await t.app.inject({ url: '/registration' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Daftar</title>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe("Fastify's own refusals", () => {
  it.each(['/api/%zz', '/%', '/registration/%zz'])(
    'answers the malformed URL %s in the error shape, echoing nothing',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'The address is not valid.',
        code: 'MALFORMED_REQUEST',
        params: { context: 'address' },
      });
      expect(res.body).not.toContain('%');
      expect(res.headers).toMatchObject(API_HEADERS);
      expect(res.headers['x-request-id']).toMatch(UUID);
    },
  );

  it('answers a too long path parameter with 414 in the error shape, echoing nothing', async () => {
    const res = await t.app.inject({ url: `/api/admin/registrations/${'7'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: 'The address is too long.',
      code: 'URI_TOO_LONG',
      params: {},
    });
    expect(res.headers).toMatchObject(API_HEADERS);
  });

  it('answers an unknown API route without echoing its URL', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/echo-marker' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('echo-marker');
  });
});

describe("Node's HTTP parser refusals", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Sends raw bytes and reads everything until the server closes the connection. */
  const exchange = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
    });

  it('answers malformed HTTP with 400 in the error shape, echoing nothing', async () => {
    const res = await exchange('GET /api/user HTTP/1.1\r\nHost: x\r\nBad<script> header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: 'The request is malformed.',
      code: 'MALFORMED_REQUEST',
      params: {},
    });
    expect(res.headers).toContain('cache-control: no-store');
  });

  it('answers a request line past the header limit with 431 in the error shape', async () => {
    const res = await exchange(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: 'The request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
      params: {},
    });
  });
});

describe('request ids', () => {
  it("keeps a caller's id made of letters, digits and dashes", async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-42-Ab' } });
    expect(res.headers['x-request-id']).toBe('trace-42-Ab');
  });

  it.each(['<script>alert(1)</script>', 'a'.repeat(65), 'id with spaces', ''])(
    'makes its own id instead of taking %j',
    async (callerId) => {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': callerId } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    },
  );
});
