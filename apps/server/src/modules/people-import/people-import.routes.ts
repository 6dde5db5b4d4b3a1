import {
  API,
  errorBodySchema,
  PEOPLE_IMPORT_LIMITS,
  peopleImportReportSchema,
  rollImportQuerySchema,
  staffImportQuerySchema,
} from '@daftar/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesPlugin } from '../../app-instance';
import { acceptImportBodies, peopleBody } from '../../lib/import-body';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { importRoll, wordPeopleOutcome } from './roll-import.service';
import { importStaff } from './staff-import.service';

const DESCRIPTION =
  'The body is text/csv (UTF-8, a header row, one row per person) or a JSON array of objects with the same columns. A file with errors answers 200 with ok: false and changes nothing.';

const RESPONSES = {
  200: peopleImportReportSchema,
  400: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

/** The student roll and the staff list from the records system (issue 43). */
export const peopleImportRoutes = routesPlugin(
  { name: 'people-import-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    const admin = auth.require('admin');

    // A scope of its own, for its bodies.
    await app.register(async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      acceptImportBodies(scope);

      scope.post(API.rollImport, {
        onRequest: admin,
        bodyLimit: PEOPLE_IMPORT_LIMITS.maxBytes,
        schema: {
          description: DESCRIPTION,
          querystring: rollImportQuerySchema,
          response: RESPONSES,
        },
        handler: async (request) => {
          const outcome = await importRoll(database, {
            body: peopleBody(request),
            dryRun: request.query.dryRun,
            mode: request.query.mode,
            actorId: currentUser(request).id,
          });
          return wordPeopleOutcome(outcome, requestLanguage(request));
        },
      });

      scope.post(API.staffImport, {
        onRequest: admin,
        bodyLimit: PEOPLE_IMPORT_LIMITS.maxBytes,
        schema: {
          description: DESCRIPTION,
          querystring: staffImportQuerySchema,
          response: RESPONSES,
        },
        handler: async (request) => {
          const outcome = await importStaff(database, {
            body: peopleBody(request),
            dryRun: request.query.dryRun,
            actorId: currentUser(request).id,
          });
          return wordPeopleOutcome(outcome, requestLanguage(request));
        },
      });
    });
  },
);
