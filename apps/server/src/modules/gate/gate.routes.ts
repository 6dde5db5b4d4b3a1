import {
  ADMISSION_HEADER,
  API,
  admissionSchema,
  adminGateSchema,
  errorBodySchema,
  gateRehearsalSchema,
  gateStatusSchema,
  idParamSchema,
  startGateRehearsalBodySchema,
  updateGateSettingsBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';

const periodParams = z.object({ id: idParamSchema });

/** The admission gate (issue 25): the student's queue and admission, the registrar's settings. */
export const gateRoutes = routesPlugin(
  { name: 'gate-routes', dependencies: ['auth', 'gate'] },
  async (app) => {
    const { auth, gate } = app;
    const student = auth.require('student');
    const admin = auth.require('admin');

    app.post(API.gateJoin, {
      onRequest: student,
      schema: { response: { 200: gateStatusSchema } },
      handler: (request) => gate.join(currentUser(request).id),
    });

    app.post(API.gateExtend, {
      onRequest: student,
      schema: { response: { 200: admissionSchema, 403: errorBodySchema, 404: errorBodySchema } },
      handler: (request) => gate.extend(currentUser(request).id, request.headers[ADMISSION_HEADER]),
    });

    app.get('/api/admin/periods/:id/gate', {
      onRequest: admin,
      schema: { params: periodParams, response: { 200: adminGateSchema, 404: errorBodySchema } },
      handler: (request) => gate.adminGate(request.params.id),
    });

    app.put('/api/admin/periods/:id/gate', {
      onRequest: admin,
      schema: {
        params: periodParams,
        body: updateGateSettingsBodySchema,
        response: {
          200: adminGateSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
      handler: (request) =>
        gate.updateSettings(currentUser(request).id, request.params.id, request.body),
    });

    // The registrar's rehearsal (issue 42): their own test queue, which they wait in as a student.
    app.post(API.adminGateRehearsal, {
      onRequest: admin,
      schema: {
        body: startGateRehearsalBodySchema,
        response: { 200: gateRehearsalSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      handler: (request) => gate.rehearsals.start(currentUser(request).id, request.body),
    });

    app.post(API.adminGateRehearsalJoin, {
      onRequest: admin,
      schema: { response: { 200: gateRehearsalSchema } },
      handler: (request) => gate.rehearsals.join(currentUser(request).id),
    });

    app.delete(API.adminGateRehearsal, {
      onRequest: admin,
      handler: async (request, reply) => {
        await gate.rehearsals.end(currentUser(request).id);
        return reply.code(204).send();
      },
    });
  },
);
