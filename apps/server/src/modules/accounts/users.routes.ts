import {
  API,
  assignAdvisorBodySchema,
  assignAdvisorsBodySchema,
  assignAdvisorsReplySchema,
  auditPageSchema,
  auditQuerySchema,
  createUserBodySchema,
  errorBodySchema,
  idParamSchema,
  managedUserSchema,
  moveAdviseesBodySchema,
  moveAdviseesReplySchema,
  updateUserBodySchema,
  usersQuerySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { listAudit } from '../audit/audit.service';
import { currentUser } from '../../plugins/auth';
import { assignAdvisors } from './advisees.service';
import { listUsers } from './users.reads';
import { assignAdvisor, createUser, moveAdvisees, updateUser } from './users.service';

/** Admin-only setup: accounts, advisors, and the decision audit trail. */
export const adminRoutes = routesPlugin(
  { name: 'admin-routes', dependencies: ['core', 'auth', 'domain-events'] },
  async (app) => {
    const { database, auth, domainEvents } = app;
    const { db } = database;
    const admin = auth.require('admin');

    app.get('/api/admin/users', {
      onRequest: admin,
      schema: { querystring: usersQuerySchema, response: { 200: z.array(managedUserSchema) } },
      handler: (request) => listUsers(db, request.query.role),
    });

    app.post('/api/admin/users', {
      onRequest: admin,
      schema: {
        body: createUserBodySchema,
        response: { 201: managedUserSchema, 409: errorBodySchema },
      },
      handler: async (request, reply) => reply.status(201).send(await createUser(db, request.body)),
    });

    app.put('/api/admin/users/:id/advisor', {
      onRequest: admin,
      schema: {
        params: z.object({ id: idParamSchema }),
        body: assignAdvisorBodySchema,
        response: { 200: managedUserSchema, 404: errorBodySchema },
      },
      handler: (request) =>
        assignAdvisor(database, currentUser(request).id, request.params.id, request.body.advisorId),
    });

    app.post(API.advisorAssignments, {
      onRequest: admin,
      schema: {
        body: assignAdvisorsBodySchema,
        response: { 200: assignAdvisorsReplySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      handler: (request) =>
        assignAdvisors(
          database,
          currentUser(request).id,
          request.body.studentIds,
          request.body.advisorId,
        ),
    });

    app.patch('/api/admin/users/:id', {
      onRequest: admin,
      schema: {
        params: z.object({ id: idParamSchema }),
        body: updateUserBodySchema,
        response: { 200: managedUserSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      handler: async (request) => {
        const user = await updateUser(
          database,
          domainEvents,
          currentUser(request).id,
          request.params.id,
          request.body,
        );
        return user;
      },
    });

    app.post('/api/admin/users/:id/advisees/move', {
      onRequest: admin,
      schema: {
        params: z.object({ id: idParamSchema }),
        body: moveAdviseesBodySchema,
        response: { 200: moveAdviseesReplySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      handler: (request) =>
        moveAdvisees(
          database,
          currentUser(request).id,
          request.params.id,
          request.body.toAdvisorId,
        ),
    });

    app.get('/api/admin/audit', {
      onRequest: admin,
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      handler: (request) => listAudit(db, request.query),
    });
  },
);
