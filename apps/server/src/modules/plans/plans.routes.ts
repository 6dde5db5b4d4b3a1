import {
  API,
  errorBodySchema,
  planBodySchema,
  planCheckReplySchema,
  planRegisterReplySchema,
  planSchema,
} from '@daftar/contract';
import { routesPlugin } from '../../app-instance';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import * as plans from './plans.service';

const refusals = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The student's plan (issue 48): read and replaced whole, checked without taking a seat, and
 * registered in one request, which takes seats and so needs an admission while the gate is on.
 */
export const plansRoutes = routesPlugin(
  { name: 'plans-routes', dependencies: ['auth', 'seats', 'gate'] },
  (app) => {
    const { database, auth, seats, gate } = app;
    const { db } = database;
    const student = auth.require('student');

    app.get(API.plan, {
      onRequest: student,
      schema: { response: { 200: planSchema, 404: errorBodySchema } },
      handler: (request) => plans.getPlan(db, currentUser(request).id),
    });

    app.put(API.plan, {
      onRequest: student,
      schema: { body: planBodySchema, response: { 200: planSchema, ...refusals } },
      handler: (request) => plans.savePlan(database, currentUser(request).id, request.body),
    });

    app.post(API.planCheck, {
      onRequest: student,
      schema: { response: { 200: planCheckReplySchema, ...refusals } },
      handler: (request) =>
        plans.checkPlan(db, seats, currentUser(request).id, requestLanguage(request)),
    });

    app.post(API.planRegister, {
      onRequest: student,
      preHandler: gate.requireAdmission,
      schema: { response: { 200: planRegisterReplySchema, ...refusals } },
      handler: (request) =>
        plans.registerPlan(db, seats, currentUser(request).id, requestLanguage(request)),
    });
  },
);
