import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue-fixture';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

// Random bodies, ids and query strings on every route the OpenAPI document lists: whatever
// arrives, the reply is a 2xx-4xx with the error shape, never a 5xx, a stack trace or SQL.

let t: TestApp;
let routes: { method: string; path: string }[];
let callers: (TestUser | undefined)[];

beforeAll(async () => {
  // Errors logged, so a 5xx found on a random run shows its cause in the output.
  t = await createTestApp({ RATE_LIMITS: 'off', LOG_LEVEL: 'error' });
  await createCatalogue(t.database.db, [
    { code: 'FUZ1001', sections: [{ capacity: 3, meetings: [[1, 8, 9]] }] },
  ]);
  const advisor = await t.createUser({ role: 'lecturer' });
  callers = [
    undefined,
    await t.createUser({ advisorId: advisor.id }),
    advisor,
    await t.createUser({ role: 'admin' }),
  ];
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, object>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

const LEAKS =
  /\bat [\w.<>]+ \(|\.ts:\d+|SELECT |INSERT |UPDATE |sqlite|postgres|syntax error|TypeError|undefined is not/i;

const idLike = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom(
    '0',
    '1e309',
    '9999999999999',
    '2147483648',
    'NaN',
    '1.5',
    '%00',
    "1' OR '1'='1",
    '../etc',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    { subjectId: fc.anything(), sectionId: fc.anything(), reason: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      username: fc.string(),
      password: fc.string(),
      name: fc.string(),
      studentId: fc.string(),
      role: fc.string(),
    },
    { requiredKeys: [] },
  ),
  // A structure group's edit and a structures file as JSON (issue 45).
  fc.record(
    {
      name: fc.record({ en: fc.string(), ms: fc.string() }),
      kind: fc.constantFrom('core', 'free', 'other'),
      creditsRequired: fc.anything(),
      rule: fc.oneof(fc.string(), fc.constant(null)),
      subjects: fc.array(fc.record({ code: fc.string(), recommendedYear: fc.anything() })),
      totalCredits: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.array(
    fc.record(
      { programme_code: fc.string(), group: fc.string(), kind: fc.string(), rule: fc.string() },
      { requiredKeys: [] },
    ),
  ),
);

describe('fuzzing every route', () => {
  it('never answers with a 5xx or leaks internals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.array(idLike, { minLength: 2, maxLength: 2 }),
        body,
        fc.option(
          fc.dictionary(
            fc.constantFrom('year', 'facultyId', 'page', 'pageSize', 'role', 'programme', 'intake'),
            idLike,
          ),
        ),
        async (routeIndex, callerIndex, ids, payload, query) => {
          const route = routes[routeIndex % routes.length]!;
          let n = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => ids[n++ % 2]!);
          const search = query
            ? `?${Object.entries(query)
                .map(([k, v]) => `${k}=${v}`)
                .join('&')}`
            : '';
          const caller = callers[callerIndex % callers.length];
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${path}${search}`,
            ...(caller ? { headers: caller.headers } : {}),
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : {
                  payload: JSON.stringify(payload),
                  headers: { ...caller?.headers, 'content-type': 'application/json' },
                }),
          });
          expect(res.statusCode, `${route.method} ${path}${search} ${res.body}`).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAKS);
          if (res.statusCode >= 400)
            expect(res.json()).toEqual(
              expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
            );
        },
      ),
      { numRuns: 400 },
    );
  });
});
