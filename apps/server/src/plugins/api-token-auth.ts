import type { ApiTokenScope } from '@daftar/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { servicePlugin } from '../app-instance';
import { unauthenticated } from '../lib/app-error';
import type { ChangeActor } from '../modules/audit/admin-changes.service';
import {
  authenticateApiToken,
  isApiTokenCredential,
  type TokenActor,
} from '../modules/api-tokens/api-tokens.service';
import { bearerToken } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token a request came with, once `adminOrToken` accepted it. */
    apiToken?: TokenActor;
  }
  interface FastifyInstance {
    /**
     * An admin's session, or an API token with `scope` (issue 43): the one way a route opens to
     * the records system. Every other route refuses a token (`auth.require`).
     */
    adminOrToken(scope: ApiTokenScope): onRequestAsyncHookHandler;
  }
}

/** The actor of a request that passed `adminOrToken()`: the admin, or the token. */
export function currentActor(request: FastifyRequest): ChangeActor {
  if (request.apiToken) {
    const { id, name, createdBy } = request.apiToken;
    return { userId: createdBy, apiToken: { id, name } };
  }
  if (!request.user) throw unauthenticated();
  return { userId: request.user.id, apiToken: null };
}

export const apiTokenAuthPlugin = servicePlugin(
  { name: 'api-token-auth', dependencies: ['core', 'auth', 'rate-limits'] },
  (app) => {
    const { config, database, auth } = app;
    const admin = auth.require('admin');
    // Per address, before the token is looked up: a job is one address, and a stream of made-up
    // tokens costs a database read each.
    const perAddress = app.rateLimit({
      name: 'api-token-requests',
      max: config.API_TOKEN_REQUESTS_PER_MINUTE,
      windowSeconds: 60,
    });
    app.decorate(
      'adminOrToken',
      (scope: ApiTokenScope): onRequestAsyncHookHandler =>
        async function adminOrToken(request, reply) {
          const bearer = bearerToken(request.headers.authorization);
          if (!bearer || !isApiTokenCredential(bearer)) return admin.call(this, request, reply);
          await perAddress.call(this, request, reply);
          request.user = null;
          request.apiToken = await authenticateApiToken(database, bearer, scope, {
            method: request.method,
            // The address as asked (with dryRun and mode), bounded for the trail's one line.
            url: request.url.slice(0, 300),
            address: request.ip,
          });
        },
    );
  },
);
