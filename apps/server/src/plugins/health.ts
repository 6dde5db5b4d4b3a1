import type { RouteContext } from '../app-context';

export async function healthRoutes({ app, database }: RouteContext) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) =>
    (await database.isReachable())
      ? { status: 'ready' }
      : reply
          .status(503)
          .send({ error: 'The database is not reachable.', code: 'SERVICE_UNAVAILABLE' }),
  );
}
