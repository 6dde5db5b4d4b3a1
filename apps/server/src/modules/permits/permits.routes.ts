import {
  API,
  errorBodySchema,
  idParamSchema,
  permitQueueSchema,
  permitRequestBodySchema,
  permitSchema,
  permitsQuerySchema,
  reasonBodySchema,
  studentPermitsSchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as permits from './permits.service';

const idParams = z.object({ id: idParamSchema });
const refusals = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Permits (issue 46): the student asks to be let past one rule and lists their own; the subject's
 * coordinator (the advisor, for the credit limit), or an admin, lists theirs and decides each.
 */
export const permitsRoutes = routesPlugin(
  { name: 'permits-routes', dependencies: ['core', 'auth', 'domain-events'] },
  (app) => {
    const { database, auth, domainEvents } = app;
    const student = auth.require('student');
    const decider = auth.require('lecturer', 'admin');

    app.get(API.permits, {
      onRequest: student,
      schema: { response: { 200: studentPermitsSchema, 404: errorBodySchema } },
      handler: (request) => permits.studentPermits(database.db, currentUser(request).id),
    });

    app.post(API.permits, {
      onRequest: student,
      schema: { body: permitRequestBodySchema, response: { 201: permitSchema, ...refusals } },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await permits.requestPermit(
              database,
              domainEvents,
              currentUser(request).id,
              request.body,
            ),
          ),
    });

    app.get(API.adminPermits, {
      onRequest: decider,
      schema: {
        querystring: permitsQuerySchema,
        response: { 200: permitQueueSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      handler: (request) =>
        permits.permitQueue(database.db, currentUser(request), request.query.status),
    });

    app.post('/api/admin/permits/:id/approve', {
      onRequest: decider,
      schema: { params: idParams, response: { 200: permitSchema, ...refusals } },
      handler: (request) =>
        permits.decidePermit(database, domainEvents, currentUser(request), request.params.id, {
          status: 'approved',
          reason: null,
        }),
    });

    app.post('/api/admin/permits/:id/reject', {
      onRequest: decider,
      schema: {
        params: idParams,
        body: reasonBodySchema,
        response: { 200: permitSchema, ...refusals },
      },
      handler: (request) =>
        permits.decidePermit(database, domainEvents, currentUser(request), request.params.id, {
          status: 'rejected',
          reason: request.body.reason,
        }),
    });
  },
);
