import {
  API,
  errorBodySchema,
  inboxQuerySchema,
  inboxReplySchema,
  markNotificationsReadBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as service from './notifications.service';

/** The person's inbox (issue 21): every role has one. */
export const notificationsRoutes = routesPlugin(
  { name: 'notifications-routes', dependencies: ['auth', 'domain-events'] },
  (app) => {
    const { database, auth, domainEvents } = app;
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
        await service.markRead(database.db, domainEvents, currentUser(request).id, request.body);
        return reply.status(204).send(null);
      },
    });

    app.delete(API.notifications, {
      onRequest: signedIn,
      schema: { response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.clearNotifications(database, domainEvents, currentUser(request).id);
        return reply.status(204).send(null);
      },
    });
  },
);
