import {
  API,
  errorBodySchema,
  gradeScaleSchema,
  peopleImportReportSchema,
  RESULTS_IMPORT_LIMITS,
  resultsImportJsonSchema,
  resultsImportQuerySchema,
} from '@daftar/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesPlugin } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import type { PeopleBody } from '../people-import/people-import.service';
import { gradeScale, updateGradeScale } from './academic-record.service';
import { importResults, wordResultsOutcome } from './results-import.service';

/** The body as CSV bytes, or the JSON array checked against its one schema. */
function resultsBody(request: FastifyRequest): PeopleBody {
  if (request.body instanceof Uint8Array) return request.body;
  const parsed = resultsImportJsonSchema.safeParse(request.body);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR');
  return parsed.data;
}

/** Results from the records system and the registrar's grade scale (issue 44). */
export const academicRecordRoutes = routesPlugin(
  { name: 'academic-record-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    const admin = auth.require('admin');
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(API.gradeScale, {
      onRequest: admin,
      schema: { response: { 200: gradeScaleSchema } },
      handler: async () => gradeScale(database.db),
    });

    typed.put(API.gradeScale, {
      onRequest: admin,
      schema: {
        body: gradeScaleSchema,
        response: { 200: gradeScaleSchema, 400: errorBodySchema },
      },
      handler: async (request) => updateGradeScale(database, currentUser(request).id, request.body),
    });

    // As the roll's import: CSV as raw bytes, JSON as the app reads it, anything else refused.
    await app.register(async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      scope.addContentTypeParser('*', (_request, _payload, done) =>
        done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'), undefined),
      );
      scope.post(API.resultsImport, {
        onRequest: admin,
        bodyLimit: RESULTS_IMPORT_LIMITS.maxBytes,
        schema: {
          description:
            'The body is text/csv (UTF-8, a header row: student_id, subject_code, session, semester, grade) or a JSON array of objects with the same columns. A file with errors answers 200 with ok: false and changes nothing.',
          querystring: resultsImportQuerySchema,
          response: {
            200: peopleImportReportSchema,
            400: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
        handler: async (request) => {
          const outcome = await importResults(database, {
            body: resultsBody(request),
            dryRun: request.query.dryRun,
            actorId: currentUser(request).id,
          });
          return wordResultsOutcome(outcome, requestLanguage(request));
        },
      });
    });
  },
);
