import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../app-instance';
import { isApiPath } from '../lib/api-path';
import { notFound } from '../lib/app-error';
import { requestLanguage } from '../lib/request-language';

// Vite names every file under assets/ after its content, so a copy never goes stale.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// index.html, robots.txt and the favicon keep their names across releases: the browser asks
// every time (a 304 while its copy is current), so a release reaches everyone on the next load.
const NAMED_FILE_CACHE = 'no-cache';

/**
 * Serves the built client, and its index.html for every other GET so deep links such as
 * /registration reach the single-page app. Unknown /api paths, and files missing from assets/
 * (a chunk of an older release), get a JSON 404.
 */
export async function serveWeb(app: App, webDist: string) {
  const root = resolve(webDist);
  const assetsDir = join(root, 'assets') + sep;
  const hasClient = existsSync(join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (vite.config.ts); a browser that
      // accepts one gets it as it is, and neither is a file of its own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // @fastify/send's own header (max-age=0) would overwrite the one set below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : NAMED_FILE_CACHE,
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith('/socket.io/') &&
      !request.url.startsWith('/assets/');
    if (wantsPage && hasClient) return reply.sendFile('index.html');
    const missing = notFound(wantsPage ? 'clientNotBuilt' : 'route');
    return reply.status(404).send(missing.body(requestLanguage(request)));
  });
}
