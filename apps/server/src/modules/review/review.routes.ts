import {
  errorBodySchema,
  idParamSchema,
  reasonBodySchema,
  registrationDetailSchema,
  registrationSummarySchema,
  subjectDecisionParamsSchema,
} from '@daftar/contract';
import { z } from 'zod';
import type { RouteContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { decide, getDetail, listPending, type DecisionOutcome } from './review.service';

const decisionReplies = {
  200: registrationDetailSchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const registrationParams = z.object({ id: idParamSchema });

export async function reviewRoutes({ app, database, auth, events, seats }: RouteContext) {
  const reviewer = auth.require('lecturer', 'admin');

  async function announce(registrationId: number, outcome: DecisionOutcome) {
    events.subjectsDecided(outcome.decided);
    events.notificationsAdded(outcome.notifications);
    if (outcome.seatsChanged.length > 0) events.seatsChanged(outcome.seatsChanged);
    await events.waitlistsChanged(outcome.waitlist);
    await events.reviewQueueChanged(registrationId);
    return outcome.detail;
  }

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
    handler: async (request) => {
      const { id } = request.params;
      return announce(
        id,
        await decide(database.db, seats, currentUser(request), id, {
          decision: 'approved',
          reason: null,
        }),
      );
    },
  });

  app.post('/api/admin/registrations/:id/reject', {
    onRequest: reviewer,
    schema: { params: registrationParams, body: reasonBodySchema, response: decisionReplies },
    handler: async (request) => {
      const { id } = request.params;
      const outcome = await decide(database.db, seats, currentUser(request), id, {
        decision: 'rejected',
        reason: request.body.reason,
      });
      return announce(id, outcome);
    },
  });

  app.post('/api/admin/registrations/:registrationId/subjects/:subjectId/approve', {
    onRequest: reviewer,
    schema: { params: subjectDecisionParamsSchema, response: decisionReplies },
    handler: async (request) => {
      const { registrationId, subjectId } = request.params;
      const outcome = await decide(database.db, seats, currentUser(request), registrationId, {
        decision: 'approved',
        reason: null,
        subjectId,
      });
      return announce(registrationId, outcome);
    },
  });

  app.post('/api/admin/registrations/:registrationId/subjects/:subjectId/reject', {
    onRequest: reviewer,
    schema: {
      params: subjectDecisionParamsSchema,
      body: reasonBodySchema,
      response: decisionReplies,
    },
    handler: async (request) => {
      const { registrationId, subjectId } = request.params;
      const outcome = await decide(database.db, seats, currentUser(request), registrationId, {
        decision: 'rejected',
        reason: request.body.reason,
        subjectId,
      });
      return announce(registrationId, outcome);
    },
  });
}
