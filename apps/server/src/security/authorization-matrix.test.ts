import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { ACCOUNT_ROUTES } from './authorization-matrix/accounts';
import { RECORD_ROUTES } from './authorization-matrix/records';
import { REGISTRAR_ROUTES } from './authorization-matrix/registrar';
import { REGISTRATION_ROUTES } from './authorization-matrix/registration';
import { REVIEW_ROUTES } from './authorization-matrix/review';
import { SITE_ROUTES } from './authorization-matrix/site';
import { CALLERS, createWorld, type Caller } from './authorization-matrix.test-bed';

// Every route, called as every kind of caller, each call on a fresh database so no call changes
// what the next one sees. The table must name every route the OpenAPI document lists, so a new
// route cannot be added without deciding who may call it. The table's rows live by area in
// authorization-matrix/*.ts: a new route goes in its area's file.

const ROUTES = [
  ...ACCOUNT_ROUTES,
  ...REGISTRATION_ROUTES,
  ...REVIEW_ROUTES,
  ...REGISTRAR_ROUTES,
  ...SITE_ROUTES,
  ...RECORD_ROUTES,
];

describe('authorisation matrix', () => {
  it('covers every route the server has', async () => {
    const t = await createTestApp();
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    await t.close();
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      // A refusal changes nothing, so the callers expected to be refused ask in one world; each
      // caller expected to succeed gets a world of its own, since a success may change what the
      // next caller would see. A refused caller let through fails the test with its own answer.
      async function inWorld(callers: Caller[]) {
        const world = await createWorld();
        try {
          for (const caller of callers) {
            const user = caller === 'anonymous' ? undefined : world.users[caller];
            const body = route.body?.(world);
            const res = await world.t.app.inject({
              method: route.method,
              url: route.url(world),
              headers: {
                ...user?.headers,
                ...(route.contentType ? { 'content-type': route.contentType } : {}),
              },
              ...(body ? { payload: body } : {}),
            });
            answers.set(caller, res.statusCode);
          }
        } finally {
          await world.t.close();
        }
      }
      const answers = new Map<Caller, number>();
      const refused = CALLERS.filter((_, i) => route.expected[i]! >= 400);
      const allowed = CALLERS.filter((_, i) => route.expected[i]! < 400);
      await Promise.all([inWorld(refused), ...allowed.map((caller) => inWorld([caller]))]);
      const actual = CALLERS.map((caller) => answers.get(caller));
      expect(Object.fromEntries(CALLERS.map((c, i) => [c, actual[i]]))).toEqual(
        Object.fromEntries(CALLERS.map((c, i) => [c, route.expected[i]])),
      );
    },
  );
});
