import {
  approvalBodySchema,
  errorBodySchema,
  idParamSchema,
  reasonBodySchema,
  registrationDetailSchema,
  registrationSummarySchema,
  subjectDecisionParamsSchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import { decide, getDetail, listPending } from './review.service';

const decisionReplies = {
  200: registrationDetailSchema,
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const registrationParams = z.object({ id: idParamSchema });

/** The advisor's and registrar's review: the queue, a registration, and decisions on it. */
export const reviewRoutes = routesPlugin(
  { name: 'review-routes', dependencies: ['auth', 'seats'] },
  (app) => {
    const { database, auth, seats } = app;
    const reviewer = auth.require('lecturer', 'admin');

    app.get('/api/admin/registrations', {
      onRequest: reviewer,
      schema: { response: { 200: z.array(registrationSummarySchema) } },
      handler: (request) => listPending(database.db, currentUser(request)),
    });

    app.get('/api/admin/registrations/:id', {
      onRequest: reviewer,
      schema: {
        params: registrationParams,
        response: { 200: registrationDetailSchema, 404: errorBodySchema },
      },
      handler: (request) => getDetail(database.db, currentUser(request), request.params.id),
    });

    app.post('/api/admin/registrations/:id/approve', {
      onRequest: reviewer,
      schema: { params: registrationParams, response: decisionReplies },
      handler: (request) =>
        decide(database.db, seats, currentUser(request), request.params.id, {
          decision: 'approved',
          reason: null,
        }),
    });

    app.post('/api/admin/registrations/:id/reject', {
      onRequest: reviewer,
      schema: { params: registrationParams, body: reasonBodySchema, response: decisionReplies },
      handler: (request) =>
        decide(database.db, seats, currentUser(request), request.params.id, {
          decision: 'rejected',
          reason: request.body.reason,
        }),
    });

    app.post('/api/admin/registrations/:registrationId/subjects/:subjectId/approve', {
      onRequest: reviewer,
      schema: {
        params: subjectDecisionParamsSchema,
        body: approvalBodySchema,
        response: decisionReplies,
      },
      handler: (request) => {
        const { registrationId, subjectId } = request.params;
        return decide(database.db, seats, currentUser(request), registrationId, {
          decision: 'approved',
          reason: request.body.reason ?? null,
          subjectId,
        });
      },
    });

    app.post('/api/admin/registrations/:registrationId/subjects/:subjectId/reject', {
      onRequest: reviewer,
      schema: {
        params: subjectDecisionParamsSchema,
        body: reasonBodySchema,
        response: decisionReplies,
      },
      handler: (request) => {
        const { registrationId, subjectId } = request.params;
        return decide(database.db, seats, currentUser(request), registrationId, {
          decision: 'rejected',
          reason: request.body.reason,
          subjectId,
        });
      },
    });
  },
);
