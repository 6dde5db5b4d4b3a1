import {
  API,
  errorBodySchema,
  inboxQuerySchema,
  inboxReplySchema,
  markNotificationsReadBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import type { RouteContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import * as service from './notifications.service';

/** The person's inbox (issue 21): every role has one. */
export async function notificationsRoutes({ app, database, auth, events }: RouteContext) {
  const signedIn = auth.require();

  app.get(API.notifications, {
    onRequest: signedIn,
    schema: {
      querystring: inboxQuerySchema,
      response: { 200: inboxReplySchema, 400: errorBodySchema },
    },
    handler: (request) =>
      service.inbox(database.db, currentUser(request).id, request.query.after ?? 0),
  });

  app.post(API.notificationsRead, {
    onRequest: signedIn,
    schema: {
      body: markNotificationsReadBodySchema,
      response: { 204: z.null(), 400: errorBodySchema },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const change = await service.markRead(database.db, user.id, request.body);
      events.notificationsChanged(user.id, change);
      return reply.status(204).send(null);
    },
  });

  app.delete(API.notifications, {
    onRequest: signedIn,
    schema: { response: { 204: z.null() } },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const change = await service.clearNotifications(database, user.id);
      events.notificationsChanged(user.id, change);
      return reply.status(204).send(null);
    },
  });
}
