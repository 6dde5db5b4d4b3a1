import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A built client in miniature: a page, a hashed script, robots.txt, and the compressed copies
// the build writes beside them.
const PAGE = `<!doctype html><title>Daftar</title>${'<p>page</p>'.repeat(50)}`;
const SCRIPT = `console.log(${JSON.stringify('daftar '.repeat(300))});`;
const ROBOTS = 'User-agent: *\nDisallow: /api/\n';
const SCRIPT_URL = '/assets/index-Ab12Cd34.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Two of the drawn first screens the build writes (apps/web/build/first-screens.ts).
const REGISTRATION_MS = '<!doctype html><html lang="ms"><h1>Pendaftaran Subjek</h1>';
const DASHBOARD_EN = '<!doctype html><html lang="en"><h1>Student Dashboard</h1>';

let t: TestApp;
let webDist: string;

function writeWithCompressedCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'daftar-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeWithCompressedCopies(join(webDist, 'index.html'), PAGE);
  writeWithCompressedCopies(join(webDist, SCRIPT_URL), SCRIPT);
  writeFileSync(join(webDist, 'robots.txt'), ROBOTS);
  mkdirSync(join(webDist, 'first-screens/student.ms'), { recursive: true });
  mkdirSync(join(webDist, 'first-screens/student.en'), { recursive: true });
  writeWithCompressedCopies(
    join(webDist, 'first-screens/student.ms/registration.html'),
    REGISTRATION_MS,
  );
  writeWithCompressedCopies(join(webDist, 'first-screens/student.en/index.html'), DASHBOARD_EN);
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({ url: SCRIPT_URL, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a HEAD request (curl -I) with the same headers', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: SCRIPT_URL,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await t.app.inject({ url: SCRIPT_URL, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when nothing compressed is accepted', async () => {
    const res = await t.app.inject({ url: SCRIPT_URL });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe(SCRIPT);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const res = await t.app.inject({ url: `${SCRIPT_URL}.br` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404, not the page, for a script missing from assets (an older release)', async () => {
    const res = await t.app.inject({ url: '/assets/index-Old00000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the page', () => {
  it.each(['/', '/registration', '/index.html'])(
    'serves %s compressed and revalidated on every load',
    async (url) => {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    },
  );

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await t.app.inject({ url: '/registration' });
    const again = await t.app.inject({
      url: '/registration',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("the page drawn for the browser's last session", () => {
  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
  const body = (res: Awaited<ReturnType<typeof page>>) =>
    brotliDecompressSync(res.rawPayload).toString();

  it("sends a student's page with its frame and heading drawn, in the cookie's language", async () => {
    const res = await page(
      '/registration?faculty=FSKTM',
      'theme=dark; daftar-first-screen=student.ms',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(body(res)).toBe(REGISTRATION_MS);
    expect(body(await page('/', 'daftar-first-screen=student.en'))).toBe(DASHBOARD_EN);
  });

  it.each([
    ['no cookie', '/registration', undefined],
    ['a page with none drawn', '/profile', 'daftar-first-screen=student.ms'],
    ['a language with none drawn', '/registration', 'daftar-first-screen=student.en'],
    ['a role with none drawn', '/registration', 'daftar-first-screen=lecturer.ms'],
    ['a cookie that is not a hint', '/registration', 'daftar-first-screen=../../etc.ms'],
    ['a page under a drawn one', '/registration/1', 'daftar-first-screen=student.ms'],
  ])('sends the spinner page for %s', async (_, url, cookie) => {
    const res = await page(url, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(body(res)).toBe(PAGE);
  });
});

it('serves robots.txt as itself, not the page', async () => {
  const res = await t.app.inject({ url: '/robots.txt' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(ROBOTS);
});
