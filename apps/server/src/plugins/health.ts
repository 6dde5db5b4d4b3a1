import type { RouteContext } from '../app-context';
import { AppError } from '../lib/app-error';
import { requestLanguage } from '../lib/request-language';

export async function healthRoutes({ app, database }: RouteContext) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) =>
    (await database.isReachable())
      ? { status: 'ready' }
      : reply
          .status(503)
          .send(
            new AppError(503, 'SERVICE_UNAVAILABLE', { context: 'database' }).body(
              requestLanguage(request),
            ),
          ),
  );
}
