import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../app-instance';
import { isApiPath } from '../lib/api-path';

/**
 * Serves the built client, and its index.html for every other GET so deep links such as
 * /registration reach the single-page app. Unknown /api paths get a JSON 404.
 */
export async function serveWeb(app: App, webDist: string) {
  const hasClient = existsSync(join(webDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        if (path.includes(`${join('dist', 'assets')}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith('/socket.io/');
    if (wantsPage && hasClient) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: wantsPage ? 'The client is not built: run npm run build.' : 'No such route.',
      code: 'NOT_FOUND',
    });
  });
}
