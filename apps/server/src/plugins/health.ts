import { servicePlugin } from '../app-instance';
import { AppError } from '../lib/app-error';
import { requestLanguage } from '../lib/request-language';

/**
 * Liveness and readiness. Readiness fails while the database is unreachable, and from `drain()`
 * on: a load balancer checking it stops sending this process new requests before it closes.
 * It says whether Redis is reachable too, but never fails for it: seat changes, reads and
 * reviews need no Redis, so a process without it still serves (decision 022).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** From now on readiness fails, so a load balancer sends new requests elsewhere. */
    drain(): void;
  }
}

export const healthPlugin = servicePlugin(
  { name: 'health', dependencies: ['core', 'redis'] },
  (app) => {
    const { database, redis } = app;
    let draining = false;
    app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

    app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
      const unready = draining
        ? new AppError(503, 'SERVICE_UNAVAILABLE')
        : !(await database.isReachable())
          ? new AppError(503, 'SERVICE_UNAVAILABLE', { context: 'database' })
          : undefined;
      if (unready) return reply.status(503).send(unready.body(requestLanguage(request)));
      return redis
        ? { status: 'ready', redis: redis.reachable() ? 'reachable' : 'unreachable' }
        : { status: 'ready' };
    });

    app.decorate('drain', () => {
      draining = true;
    });
  },
);
