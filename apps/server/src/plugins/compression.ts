import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Smaller replies go as they are: a few hundred bytes gain less than compressing them costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's readings (brotli or gzip, above 1 KB): the subject list, histories, the
 * review queue. Only the API's GET routes get the plugin's hooks at all: the writes of the
 * registration rush (add, remove) reply with a few hundred bytes, and a hook on them would cost
 * every seat change for nothing. The client's files are compressed once, at build (plugins/web.ts).
 * Register it before the routes: it works on each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !readsApi(route)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Browsers send plain JSON; decompressing request bodies would be a hook on every write.
    globalDecompression: false,
  });
}

function readsApi(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith('/api/') && methods.every((m) => m === 'GET' || m === 'HEAD');
}
