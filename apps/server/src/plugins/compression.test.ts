import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

const BIG = { items: 'x'.repeat(COMPRESSION_THRESHOLD_BYTES * 4) };
const SMALL = { id: 1, code: 'CSC1001' };
const ACCEPT_ALL = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('which replies are compressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/api/list', () => BIG);
    app.get('/api/one', () => SMALL);
    app.post('/api/list', () => BIG);
    app.get('/page', () => BIG);
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses an API reading above the threshold with brotli', async () => {
    const res = await app.inject({ url: '/api/list', headers: ACCEPT_ALL });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(BIG);
  });

  it('uses gzip for a client without brotli', async () => {
    const res = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(BIG);
  });

  it('sends a reply below the threshold as it is', async () => {
    const res = await app.inject({ url: '/api/one', headers: ACCEPT_ALL });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(SMALL);
  });

  it('never compresses a write, however large, so seat changes carry no compression hook', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/list', headers: ACCEPT_ALL });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(BIG);
  });

  it('leaves routes outside the API to the build-time compression of plugins/web.ts', async () => {
    const res = await app.inject({ url: '/page', headers: ACCEPT_ALL });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses the subject list and sends a seat change as it is', async () => {
    const codes = Array.from({ length: 12 }, (_, i) => `CMP${1001 + i}`);
    const fixture = await createCatalogue(
      t.database.db,
      codes.map((code) => ({ code })),
    );
    const student = await t.createUser();
    const list = await t.app.inject({
      url: '/api/subjects',
      headers: { ...student.headers, ...ACCEPT_ALL },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toHaveLength(12);

    const add = await t.app.inject({
      method: 'POST',
      url: '/api/registration/subjects',
      headers: { ...student.headers, ...ACCEPT_ALL },
      payload: { subjectId: fixture.subjects[codes[0]!]!.id },
    });
    expect(add.statusCode).toBe(201);
    expect(add.headers['content-encoding']).toBeUndefined();
  });
});
