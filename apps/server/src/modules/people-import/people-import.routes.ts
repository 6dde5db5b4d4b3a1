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
import { acceptImportBodies, importBody } from '../../lib/import-body';
import { requestLanguage } from '../../lib/request-language';
import { currentActor } from '../../plugins/api-token-auth';
import { wordPeopleOutcome } from '../../lib/import-outcome';
import { importRoll } from './roll-import.service';
import { importStaff } from './staff-import.service';

const description = (scope: string) =>
  'The body is text/csv (UTF-8, a header row, one row per person) or a JSON array of objects with the same columns. A file with errors answers 200 with ok: false and changes nothing. ' +
  `Authorization: an admin's session, or an API token with the ${scope} scope (Bearer daftar_…).`;

const RESPONSES = {
  200: peopleImportReportSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};

/** The student roll and the staff list from the records system (issue 43). */
export const peopleImportRoutes = routesPlugin(
  { name: 'people-import-routes', dependencies: ['core', 'auth', 'api-token-auth'] },
  async (app) => {
    const { database } = app;

    await app.register(async (plugin) => {
      acceptImportBodies(plugin);
      const scope = plugin.withTypeProvider<ZodTypeProvider>();

      // An admin's session, or the records system's token with the list's scope (decision 030).
      scope.post(API.rollImport, {
        onRequest: app.adminOrToken('roll:write'),
        bodyLimit: PEOPLE_IMPORT_LIMITS.maxBytes,
        schema: {
          description: description('roll:write'),
          querystring: rollImportQuerySchema,
          response: RESPONSES,
        },
        handler: async (request) => {
          const outcome = await importRoll(database, {
            body: importBody(request),
            dryRun: request.query.dryRun,
            mode: request.query.mode,
            actor: currentActor(request),
          });
          return wordPeopleOutcome(outcome, requestLanguage(request));
        },
      });

      scope.post(API.staffImport, {
        onRequest: app.adminOrToken('staff:write'),
        bodyLimit: PEOPLE_IMPORT_LIMITS.maxBytes,
        schema: {
          description: description('staff:write'),
          querystring: staffImportQuerySchema,
          response: RESPONSES,
        },
        handler: async (request) => {
          const outcome = await importStaff(database, {
            body: importBody(request),
            dryRun: request.query.dryRun,
            actor: currentActor(request),
          });
          return wordPeopleOutcome(outcome, requestLanguage(request));
        },
      });
    });
  },
);
