import {
  API,
  errorBodySchema,
  idParamSchema,
  reasonBodySchema,
  withdrawalApprovalBodySchema,
  withdrawalBodySchema,
  withdrawalSchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as withdrawals from './withdrawals.service';

const idParams = z.object({ id: idParamSchema });
const refusals = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Withdrawal (issue 47): the student asks to withdraw from a subject or the semester and reads
 * their requests; their advisor (or an admin) lists the pending ones and approves or rejects each.
 */
export const withdrawalsRoutes = routesPlugin(
  { name: 'withdrawals-routes', dependencies: ['core', 'auth', 'domain-events', 'seats'] },
  (app) => {
    const { database, auth, domainEvents, seats } = app;
    const student = auth.require('student');
    const reviewer = auth.require('lecturer', 'admin');

    app.get(API.withdrawals, {
      onRequest: student,
      schema: { response: { 200: z.array(withdrawalSchema), 404: errorBodySchema } },
      handler: (request) => withdrawals.studentWithdrawals(database.db, currentUser(request).id),
    });

    app.post(API.withdrawals, {
      onRequest: student,
      schema: { body: withdrawalBodySchema, response: { 201: withdrawalSchema, ...refusals } },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await withdrawals.requestWithdrawal(
              database,
              domainEvents,
              currentUser(request).id,
              request.body,
            ),
          ),
    });

    app.get(API.adminWithdrawals, {
      onRequest: reviewer,
      schema: { response: { 200: z.array(withdrawalSchema), 404: errorBodySchema } },
      handler: (request) => withdrawals.pendingWithdrawals(database.db, currentUser(request)),
    });

    app.post('/api/admin/withdrawals/:id/approve', {
      onRequest: reviewer,
      schema: {
        params: idParams,
        body: withdrawalApprovalBodySchema.default({}),
        response: { 200: withdrawalSchema, ...refusals },
      },
      handler: (request) =>
        withdrawals.approveWithdrawal(
          database.db,
          seats,
          currentUser(request),
          request.params.id,
          request.body,
        ),
    });

    app.post('/api/admin/withdrawals/:id/reject', {
      onRequest: reviewer,
      schema: {
        params: idParams,
        body: reasonBodySchema,
        response: { 200: withdrawalSchema, ...refusals },
      },
      handler: (request) =>
        withdrawals.rejectWithdrawal(
          database,
          domainEvents,
          currentUser(request),
          request.params.id,
          request.body.reason,
        ),
    });
  },
);
