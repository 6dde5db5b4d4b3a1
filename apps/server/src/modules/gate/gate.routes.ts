import {
  ADMISSION_HEADER,
  API,
  admissionSchema,
  adminGateSchema,
  errorBodySchema,
  gateStatusSchema,
  idParamSchema,
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
  },
);
