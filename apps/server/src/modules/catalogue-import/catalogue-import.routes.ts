import {
  API,
  CATALOGUE_IMPORT_LIMITS,
  catalogueExportQuerySchema,
  catalogueImportQuerySchema,
  catalogueImportReportSchema,
  errorBodySchema,
} from '@daftar/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { exportCatalogue } from './catalogue-export.service';
import { importCatalogue, wordImportOutcome } from './catalogue-import.service';

/** The registrar's CSV import and export of a period's catalogue (issue 19). */
export const catalogueImportRoutes = routesPlugin(
  { name: 'catalogue-import-routes', dependencies: ['core', 'auth', 'domain-events'] },
  async (app) => {
    const { database, auth, domainEvents } = app;
    const admin = auth.require('admin');

    // A scope of its own: these routes read CSV and only CSV (JSON gets 415 here), as raw bytes so
    // that a file which is not UTF-8 is reported rather than silently mangled.
    await app.register(async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      // Any other body is refused with a sentence that names the type these routes want.
      scope.addContentTypeParser('*', (_request, _payload, done) =>
        done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', { context: 'csv' }), undefined),
      );

      scope.post(API.catalogueImport, {
        onRequest: admin,
        bodyLimit: CATALOGUE_IMPORT_LIMITS.maxBytes,
        schema: {
          description:
            'The body is the catalogue as text/csv (UTF-8, a header row, one row per section meeting). A file with errors answers 200 with ok: false and changes nothing.',
          querystring: catalogueImportQuerySchema,
          response: {
            200: catalogueImportReportSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
        handler: async (request) => {
          const body = request.body;
          const outcome = await importCatalogue(database, domainEvents, {
            periodId: request.query.periodId,
            dryRun: request.query.dryRun,
            csv: body instanceof Uint8Array ? body : new Uint8Array(),
            actorId: currentUser(request).id,
          });
          return wordImportOutcome(outcome, requestLanguage(request));
        },
      });

      scope.get(API.catalogueExport, {
        onRequest: admin,
        schema: {
          querystring: catalogueExportQuerySchema,
          response: {
            // Sent as text/csv; the schema only describes it.
            200: z
              .string()
              .describe('The catalogue as CSV (text/csv), in the columns the import reads'),
            400: errorBodySchema,
            404: errorBodySchema,
          },
        },
        handler: async (request, reply) => {
          const { filename, csv } = await exportCatalogue(database.db, request.query.periodId);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${filename}"`)
            .send(csv);
        },
      });
    });
  },
);
