import {
  API,
  errorBodySchema,
  idParamSchema,
  overloadRequestBodySchema,
  overloadRequestSchema,
  pendingOverloadSchema,
  reasonBodySchema,
  studentOverloadsSchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as overloads from './overloads.service';

const idParams = z.object({ id: idParamSchema });
const refusals = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Overload requests (issue 44): the student asks for more credits, reads and withdraws their
 * request; their advisor (or an admin) lists the pending ones and approves or rejects each.
 */
export const overloadsRoutes = routesPlugin(
  { name: 'overloads-routes', dependencies: ['core', 'auth', 'domain-events'] },
  (app) => {
    const { database, auth, domainEvents } = app;
    const student = auth.require('student');
    const reviewer = auth.require('lecturer', 'admin');

    app.get(API.overloadRequest, {
      onRequest: student,
      schema: { response: { 200: studentOverloadsSchema, 404: errorBodySchema } },
      handler: (request) => overloads.studentOverloads(database.db, currentUser(request).id),
    });

    app.post(API.overloadRequest, {
      onRequest: student,
      schema: {
        body: overloadRequestBodySchema,
        response: { 201: overloadRequestSchema, ...refusals },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await overloads.requestOverload(
              database,
              domainEvents,
              currentUser(request).id,
              request.body,
            ),
          ),
    });

    app.delete(API.overloadRequest, {
      onRequest: student,
      schema: { response: { 200: overloadRequestSchema, 404: errorBodySchema } },
      handler: (request) => overloads.withdrawOverload(database, currentUser(request).id),
    });

    app.get(API.overloadRequests, {
      onRequest: reviewer,
      schema: { response: { 200: z.array(pendingOverloadSchema), 404: errorBodySchema } },
      handler: (request) => overloads.pendingOverloads(database.db, currentUser(request)),
    });

    app.post('/api/admin/overload-requests/:id/approve', {
      onRequest: reviewer,
      schema: { params: idParams, response: { 200: overloadRequestSchema, ...refusals } },
      handler: (request) =>
        overloads.decideOverload(database, domainEvents, currentUser(request), request.params.id, {
          status: 'approved',
          reason: null,
        }),
    });

    app.post('/api/admin/overload-requests/:id/reject', {
      onRequest: reviewer,
      schema: {
        params: idParams,
        body: reasonBodySchema,
        response: { 200: overloadRequestSchema, ...refusals },
      },
      handler: (request) =>
        overloads.decideOverload(database, domainEvents, currentUser(request), request.params.id, {
          status: 'rejected',
          reason: request.body.reason,
        }),
    });
  },
);
