import { timingSafeEqual } from 'node:crypto';
import { API, errorBodySchema, liveFiguresSchema } from '@daftar/contract';
import { routesPlugin } from '../../app-instance';
import { notFound, unauthenticated } from '../../lib/app-error';

/**
 * Prometheus' scrape (`GET /metrics`, with METRICS_TOKEN as a bearer token: decision 017) and
 * the registrar's live dashboard's figures on request (issue 23; the live plugin sends them to
 * admins' sockets).
 */
export const metricsRoutes = routesPlugin(
  { name: 'metrics-routes', dependencies: ['auth', 'metrics'] },
  (app) => {
    const { config, auth, metrics } = app;
    const token = config.METRICS_TOKEN;
    app.get('/metrics', {
      schema: { hide: true },
      handler: async (request, reply) => {
        // Unset, the figures are not served at all: the route answers as an unknown one would.
        if (!token) throw notFound('route');
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw unauthenticated();
        }
        const { contentType, text } = await metrics.exposition();
        return reply.type(contentType).send(text);
      },
    });

    app.get(API.liveFigures, {
      onRequest: auth.require('admin'),
      schema: {
        response: { 200: liveFiguresSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      handler: () => metrics.liveFigures(),
    });
  },
);

/** Compares in constant time, so the reply's timing tells nothing of how much of a guess was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
