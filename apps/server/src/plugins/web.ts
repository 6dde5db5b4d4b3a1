import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { FIRST_SCREEN_COOKIE, firstScreenFile } from '@daftar/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-instance';
import { isApiPath } from '../lib/api-path';
import { notFound } from '../lib/app-error';
import { requestLanguage } from '../lib/request-language';

// Vite names every file under assets/ after its content, so a copy never goes stale.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// index.html, robots.txt and the favicon keep their names across releases: the browser asks
// every time (a 304 while its copy is current), so a release reaches everyone on the next load.
const NAMED_FILE_CACHE = 'no-cache';
const FIRST_SCREENS_DIR = 'first-screens';
const FIRST_SCREEN_HINT = /^([a-z]+)\.([a-z]{2})$/;

/** The drawn first screens the build wrote (build/first-screens.ts), as paths under the root. */
function listFirstScreens(root: string) {
  const dir = join(root, FIRST_SCREENS_DIR);
  if (!existsSync(dir)) return new Set<string>();
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

/**
 * The page for a deep link: the page's drawn first screen when the browser's last session says
 * which (FIRST_SCREEN_COOKIE: role and language) and the build drew one, else the spinner's.
 */
function pageFor(request: FastifyRequest, firstScreens: Set<string>) {
  const cookie = request.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === FIRST_SCREEN_COOKIE)?.[1];
  const hint = cookie ? FIRST_SCREEN_HINT.exec(cookie) : null;
  if (!hint?.[1] || !hint[2]) return 'index.html';
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  const file = firstScreenFile(hint[1], hint[2], pathname);
  return firstScreens.has(file) ? file : 'index.html';
}

/**
 * Serves the built client, and its index.html for every other GET so deep links such as
 * /registration reach the single-page app. Unknown /api paths, and files missing from assets/
 * (a chunk of an older release), get a JSON 404.
 */
export async function serveWeb(app: App, webDist: string) {
  const root = resolve(webDist);
  const assetsDir = join(root, 'assets') + sep;
  const hasClient = existsSync(join(root, 'index.html'));
  const firstScreens = listFirstScreens(root);
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
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : NAMED_FILE_CACHE,
        );
        // Which page a deep link gets depends on the first-screen cookie too.
        const isPage = /\.html(?:\.br|\.gz)?$/.test(path);
        reply.header('vary', isPage ? 'accept-encoding, cookie' : 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith('/socket.io/') &&
      !request.url.startsWith('/assets/');
    if (wantsPage && hasClient) return reply.sendFile(pageFor(request, firstScreens));
    const missing = notFound(wantsPage ? 'clientNotBuilt' : 'route');
    return reply.status(404).send(missing.body(requestLanguage(request)));
  });
}
