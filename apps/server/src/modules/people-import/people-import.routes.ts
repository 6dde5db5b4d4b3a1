import {
  API,
  errorBodySchema,
  PEOPLE_IMPORT_LIMITS,
  peopleImportJsonSchema,
  peopleImportReportSchema,
  rollImportQuerySchema,
  staffImportQuerySchema,
} from '@daftar/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesPlugin } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { SpooledBody } from '../../lib/spooled-body';
import { currentActor } from '../../plugins/api-token-auth';
import type { PeopleBody } from './people-rows';
import { wordPeopleOutcome } from './people-import.service';
import { importRoll } from './roll-import.service';
import { importStaff } from './staff-import.service';

/** The body as a CSV stream, or the JSON array checked against its one schema. */
function peopleBody(request: FastifyRequest): PeopleBody {
  if (request.body instanceof SpooledBody) return request.body;
  const parsed = peopleImportJsonSchema.safeParse(request.body);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR');
  return parsed.data;
}

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

    // A scope of its own: CSV as a stream of raw bytes, read row by row as it arrives (so a
    // roll of any length is never held whole, and a file that is not UTF-8 is reported, as the
    // catalogue's is); JSON as the app reads it, within the body limit; anything else refused.
    await app.register(async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser('text/csv', (request, payload, done) => {
        const length = Number(request.headers['content-length']);
        if (length > PEOPLE_IMPORT_LIMITS.maxBytes)
          return done(new AppError(413, 'PAYLOAD_TOO_LARGE'), undefined);
        done(null, new SpooledBody(payload, PEOPLE_IMPORT_LIMITS.maxBytes));
      });
      scope.addHook('onResponse', async (request) => {
        if (request.body instanceof SpooledBody) await request.body.close();
      });
      scope.addContentTypeParser('*', (_request, _payload, done) =>
        done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE'), undefined),
      );

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
            body: peopleBody(request),
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
            body: peopleBody(request),
            dryRun: request.query.dryRun,
            actor: currentActor(request),
          });
          return wordPeopleOutcome(outcome, requestLanguage(request));
        },
      });
    });
  },
);
