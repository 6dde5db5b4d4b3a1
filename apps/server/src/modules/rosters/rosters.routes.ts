import type { FastifyReply } from 'fastify';
import { API, errorBodySchema, idParamSchema } from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { findCurrentPeriod } from '../periods/periods.service';
import { notFound } from '../../lib/app-error';
import { oneRosterZip } from './rosters.oneroster';
import { sectionClassList } from './rosters.service';

// Typed apart from the route: its reply is bytes, which the route's schema only describes.
function sendZip(reply: FastifyReply, filename: string, zip: Uint8Array) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Buffer.from(zip));
}

/** Class lists (issue 47): the registrar's, or a learning platform's with `rosters:read`. */
export const rostersRoutes = routesPlugin(
  { name: 'rosters-routes', dependencies: ['core', 'auth', 'api-token-auth'] },
  async (app) => {
    const { database, config } = app;
    const rosters = app.adminOrToken('rosters:read');

    app.get('/api/admin/sections/:id/class-list.csv', {
      onRequest: rosters,
      schema: {
        params: z.object({ id: idParamSchema }),
        response: {
          // Sent as text/csv; the schema only describes it.
          200: z.string().describe('The section’s students as CSV (text/csv), by name'),
          404: errorBodySchema,
        },
      },
      handler: async (request, reply) => {
        const { filename, csv } = await sectionClassList(database.db, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(csv);
      },
    });

    app.get(API.oneRoster, {
      onRequest: rosters,
      schema: {
        querystring: z.object({ periodId: idParamSchema.optional() }),
        response: {
          // Sent as application/zip; the schema only describes it.
          200: z.string().describe('The semester as OneRoster 1.1 CSV files in one zip'),
          404: errorBodySchema,
        },
      },
      handler: async (request, reply) => {
        const periodId =
          request.query.periodId ?? (await findCurrentPeriod(database.db))?.id ?? null;
        if (periodId === null) throw notFound('periodId');
        const { filename, zip } = await oneRosterZip(database.db, periodId, config.UNIVERSITY_NAME);
        return sendZip(reply, filename, zip);
      },
    });
  },
);
