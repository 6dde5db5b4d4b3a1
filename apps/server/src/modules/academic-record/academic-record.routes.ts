import {
  API,
  errorBodySchema,
  gradeScaleSchema,
  peopleImportReportSchema,
  RESULTS_IMPORT_LIMITS,
  resultsImportJsonSchema,
  resultsImportQuerySchema,
  standingsSchema,
} from '@daftar/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesPlugin } from '../../app-instance';
import { acceptImportBodies, importBody } from '../../lib/import-body';
import { requestLanguage } from '../../lib/request-language';
import { currentActor } from '../../plugins/api-token-auth';
import { currentUser } from '../../plugins/auth';
import { gradeScale, updateGradeScale } from './academic-record.service';
import { importResults, wordResultsOutcome } from './results-import.service';
import { standings, updateStandings } from './standings.service';

/** Results from the records system, the registrar's grade scale and standings (issue 44). */
export const academicRecordRoutes = routesPlugin(
  { name: 'academic-record-routes', dependencies: ['core', 'auth', 'api-token-auth'] },
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

    typed.get(API.standings, {
      onRequest: admin,
      schema: { response: { 200: standingsSchema } },
      handler: async () => standings(database.db),
    });

    typed.put(API.standings, {
      onRequest: admin,
      schema: { body: standingsSchema, response: { 200: standingsSchema, 400: errorBodySchema } },
      handler: async (request) => updateStandings(database, currentUser(request).id, request.body),
    });

    // As the roll's import: CSV read as it arrives, JSON as the app reads it, anything else 415.
    await app.register(async (plugin) => {
      acceptImportBodies(plugin, RESULTS_IMPORT_LIMITS.maxBytes);
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      // The registrar's session, or the records system's token with results:write (decision 030).
      scope.post(API.resultsImport, {
        onRequest: app.adminOrToken('results:write'),
        bodyLimit: RESULTS_IMPORT_LIMITS.maxBytes,
        schema: {
          description:
            'The body is text/csv (UTF-8, a header row: student_id, subject_code, session, semester, grade) or a JSON array of objects with the same columns. A file with errors answers 200 with ok: false and changes nothing.',
          querystring: resultsImportQuerySchema,
          response: {
            200: peopleImportReportSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            429: errorBodySchema,
          },
        },
        handler: async (request) => {
          const outcome = await importResults(database, {
            body: importBody(request, resultsImportJsonSchema),
            dryRun: request.query.dryRun,
            actor: currentActor(request),
          });
          return wordResultsOutcome(outcome, requestLanguage(request));
        },
      });
    });
  },
);
