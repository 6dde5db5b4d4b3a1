import {
  API,
  apiTokenSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  errorBodySchema,
  idParamSchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

const idParams = z.object({ id: idParamSchema });
const refusals = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

/**
 * The registrar's API tokens for the records system (issue 43; decision 030). Managed with an
 * admin's session only: a token never makes or revokes tokens.
 */
export const apiTokensRoutes = routesPlugin(
  { name: 'api-tokens-routes', dependencies: ['core', 'auth', 'rate-limits'] },
  async (app) => {
    const { database, auth } = app;
    const admin = auth.require('admin');
    // Per person, after the sign-in check names them: making tokens is rare, a loop making them
    // is a mistake (or someone else at the registrar's desk).
    const changes = app.rateLimit({
      name: 'api-token-changes',
      max: 30,
      windowSeconds: 60 * 60,
      key: (request) => `api-token-user:${currentUser(request).id}`,
    });

    app.get(API.apiTokens, {
      onRequest: admin,
      schema: { response: { 200: z.array(apiTokenSchema) } },
      handler: () => listApiTokens(database.db),
    });

    app.post(API.apiTokens, {
      onRequest: admin,
      preHandler: changes,
      schema: {
        description:
          'Makes a token for the records system. The reply carries the secret (`token`) this once; only its hash is kept.',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, ...refusals },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createApiToken(database, currentUser(request).id, request.body)),
    });

    app.delete('/api/admin/api-tokens/:id', {
      onRequest: admin,
      preHandler: changes,
      schema: { params: idParams, response: { 200: apiTokenSchema, ...refusals } },
      handler: (request) => revokeApiToken(database, currentUser(request).id, request.params.id),
    });
  },
);
