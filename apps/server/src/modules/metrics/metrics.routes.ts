import { timingSafeEqual } from 'node:crypto';
import { API, errorBodySchema, liveFiguresSchema } from '@daftar/contract';
import type { RouteContext } from '../../app-context';
import { notFound, unauthenticated } from '../../lib/app-error';

/**
 * Prometheus' scrape (`GET /metrics`, with METRICS_TOKEN as a bearer token: decision 017) and
 * the registrar's live dashboard (issue 23): its figures on request, and to admins' sockets every
 * LIVE_FIGURES_INTERVAL_MS while an admin is connected.
 */
export async function metricsRoutes({ app, config, auth, events, metrics }: RouteContext) {
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

  let sending = false;
  const timer = setInterval(() => {
    // A slow database never piles up reads: a tick while the last one is out is skipped.
    if (sending || !events.adminsConnected()) return;
    sending = true;
    metrics
      .liveFigures()
      .then((figures) => events.liveFiguresUpdated(figures))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not send live figures'))
      .finally(() => {
        sending = false;
      });
  }, config.LIVE_FIGURES_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Compares in constant time, so the reply's timing tells nothing of how much of a guess was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
