import {
  bursaryChangeSchema,
  errorBodySchema,
  idParamSchema,
  notRegisteredListSchema,
} from '@daftar/contract';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { spreadsheetSafe } from '../../lib/csv-file';
import { bursaryChanges, bursaryChangesCsv } from './bursary.service';
import { notRegisteredList } from './not-registered.service';

const params = z.object({ id: idParamSchema });
const csvReply = z.string().describe('CSV (text/csv)');

/** The registrar's lists of the semester after the window (issue 47): Not Registered, bursary. */
export const notRegisteredRoutes = routesPlugin(
  { name: 'not-registered-routes', dependencies: ['core', 'auth'] },
  (app) => {
    const { database, auth } = app;
    const admin = auth.require('admin');

    app.get('/api/admin/periods/:id/not-registered', {
      onRequest: admin,
      schema: { params, response: { 200: notRegisteredListSchema, 404: errorBodySchema } },
      handler: (request) => notRegisteredList(database.db, request.params.id),
    });

    app.get('/api/admin/periods/:id/not-registered.csv', {
      onRequest: admin,
      schema: { params, response: { 200: csvReply, 404: errorBodySchema } },
      handler: async (request, reply) => {
        const list = await notRegisteredList(database.db, request.params.id);
        const csv = stringify(
          [
            ['student_id', 'name', 'email', 'programme_code', 'reminded_at', 'marked_at'],
            ...list.students.map((s) =>
              [
                s.student.studentId ?? '',
                s.student.name,
                s.email ?? '',
                s.programme ?? '',
                s.remindedAt ?? '',
                s.markedAt ?? '',
              ].map(spreadsheetSafe),
            ),
          ],
          { bom: true, record_delimiter: 'windows' },
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="not-registered-${request.params.id}.csv"`,
          )
          .send(csv);
      },
    });

    app.get('/api/admin/periods/:id/bursary-changes.json', {
      onRequest: admin,
      schema: { params, response: { 200: z.array(bursaryChangeSchema), 404: errorBodySchema } },
      handler: (request) => bursaryChanges(database.db, request.params.id),
    });

    app.get('/api/admin/periods/:id/bursary-changes.csv', {
      onRequest: admin,
      schema: { params, response: { 200: csvReply, 404: errorBodySchema } },
      handler: async (request, reply) => {
        const { filename, csv } = await bursaryChangesCsv(database.db, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(csv);
      },
    });
  },
);
