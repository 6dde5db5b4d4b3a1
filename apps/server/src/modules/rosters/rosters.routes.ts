import { errorBodySchema, idParamSchema } from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { sectionClassList } from './rosters.service';

/** Class lists (issue 47): the registrar's, or a learning platform's with `rosters:read`. */
export const rostersRoutes = routesPlugin(
  { name: 'rosters-routes', dependencies: ['core', 'auth', 'api-token-auth'] },
  async (app) => {
    const { database } = app;

    app.get('/api/admin/sections/:id/class-list.csv', {
      onRequest: app.adminOrToken('rosters:read'),
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
  },
);
