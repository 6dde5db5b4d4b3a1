import {
  API,
  createReservationBodySchema,
  errorBodySchema,
  idParamSchema,
  reservationSchema,
  reservationsReplySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as service from './reservations.service';

const idParams = z.object({ id: idParamSchema });

/** Reserved seats (issue 46): the registrar sets, lists and removes them. */
export const reservationsRoutes = routesPlugin(
  {
    name: 'reservations-routes',
    dependencies: ['core', 'auth', 'domain-events', 'seats'],
  },
  async (app) => {
    const { database, auth, domainEvents, seats } = app;
    const admin = auth.require('admin');

    app.get(API.adminReservations, {
      onRequest: admin,
      schema: { response: { 200: reservationsReplySchema } },
      handler: async () => ({ reservations: await service.listReservations(database.db) }),
    });

    app.post(API.adminReservations, {
      onRequest: admin,
      schema: {
        body: createReservationBodySchema,
        response: { 201: reservationSchema, 400: errorBodySchema },
      },
      handler: async (request, reply) => {
        const reservation = await service.createReservation(
          database,
          currentUser(request).id,
          request.body,
        );
        return reply.status(201).send(reservation);
      },
    });

    app.delete('/api/admin/reservations/:id', {
      onRequest: admin,
      schema: { params: idParams, response: { 204: z.null(), 404: errorBodySchema } },
      handler: async (request, reply) => {
        await service.removeReservation(
          database,
          domainEvents,
          seats,
          currentUser(request).id,
          request.params.id,
        );
        return reply.status(204).send(null);
      },
    });
  },
);
