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
import { currentUser } from '../../plugins/auth';
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
