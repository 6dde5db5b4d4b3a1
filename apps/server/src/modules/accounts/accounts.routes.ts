import {
  authReplySchema,
  errorBodySchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@daftar/contract';
import type { RouteContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { login, logout, register } from './accounts.service';

export async function accountsRoutes({ app, database, tokens, auth }: RouteContext) {
  const { db } = database;

  app.post('/api/login', {
    schema: { body: loginBodySchema, response: { 200: authReplySchema, 401: errorBodySchema } },
    handler: (request) => login(db, tokens, request.body),
  });

  app.post('/api/register', {
    schema: { body: registerBodySchema, response: { 201: authReplySchema, 409: errorBodySchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await register(db, tokens, request.body)),
  });

  app.post('/api/logout', {
    onRequest: auth.optional,
    handler: async (request, reply) => {
      if (request.user) await logout(db, request.user.id);
      return reply.status(204).send();
    },
  });

  app.get('/api/user', {
    onRequest: auth.require(),
    schema: { response: { 200: userSchema, 401: errorBodySchema } },
    handler: (request) => currentUser(request),
  });
}
