import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from '@daftar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from '../lib/api-path';

/** The one inline script a page may run: the theme's, set before the first paint (issue 42). */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

// A strict policy for the single-page app: its own scripts only (and the theme's few inline
// lines, by their hash), no plugins, no framing. The socket is same-origin, which 'self' covers
// for ws: and wss: too.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", THEME_SCRIPT_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Daftar may be served over plain HTTP inside a campus network; do not force HTTPS here.
  upgradeInsecureRequests: null,
};

/**
 * The API's replies are JSON, never a document, so they get the headers OWASP's REST Security
 * Cheat Sheet lists for API responses instead of Helmet's document policies: nothing cached (they
 * carry a student's registration, often on a shared lab computer), nothing loaded or framed if one
 * is ever opened as a page, no sniffing, no referrer, and no reading by other origins.
 */
export const API_HEADERS = Object.entries({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Security headers on every reply: the API's set above on API routes, Helmet's (CSP, nosniff,
 * no-referrer, frame and cross-origin policies) on pages, assets and everything else. Helmet's
 * middleware is built once: @fastify/helmet builds it again for every request, which cost a fifth
 * of a seat change's CPU time in the registration-rush benchmark.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const documentHeaders = helmet({ contentSecurityPolicy: { directives: CSP_DIRECTIVES } });
  app.addHook('onRequest', (request, reply, done) => {
    if (servesApi(request)) {
      setApiHeaders(reply);
      done();
      return;
    }
    documentHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/** Sets the API's header set; Fastify's own error replies, which skip the hooks, use it too. */
export function setApiHeaders(reply: FastifyReply) {
  for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
}

/**
 * A matched request goes by its route's declared path, which no spelling of the URL (`/%61pi/`)
 * changes; an unmatched one by its decoded path, so an unknown API URL still gets the API's set.
 */
function servesApi(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined ? isApiPath(request.url) : route.startsWith('/api/');
}
