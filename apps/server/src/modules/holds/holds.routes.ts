import {
  API,
  errorBodySchema,
  holdSchema,
  holdsQuerySchema,
  holdsReplySchema,
  idParamSchema,
  PEOPLE_IMPORT_LIMITS,
  peopleImportReportSchema,
  placeHoldBodySchema,
  staffImportQuerySchema,
} from '@daftar/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { requestLanguage } from '../../lib/request-language';
import { currentActor } from '../../plugins/api-token-auth';
import { currentUser } from '../../plugins/auth';
import { acceptImportBodies, importBody } from '../../lib/import-body';
import { wordPeopleOutcome } from '../../lib/import-outcome';
import { importHolds } from './holds-import.service';
import * as service from './holds.service';

const idParams = z.object({ id: idParamSchema });

/**
 * Holds (issue 44): the student's own, the registrar's console (list, place, release) and the
 * bursary's push. The push is an admin's for now; an API token's `holds:write` scope joins it.
 */
export const holdsRoutes = routesPlugin(
  {
    name: 'holds-routes',
    dependencies: ['core', 'auth', 'api-token-auth', 'domain-events', 'seats'],
  },
  async (app) => {
    const { database, auth, domainEvents, seats } = app;
    const { db } = database;
    const admin = auth.require('admin');

    app.get(API.holds, {
      onRequest: auth.require('student'),
      schema: { response: { 200: holdsReplySchema } },
      handler: async (request) => ({
        holds: await service.studentHolds(db, currentUser(request).id),
      }),
    });

    app.get(API.adminHolds, {
      onRequest: admin,
      schema: { querystring: holdsQuerySchema, response: { 200: holdsReplySchema } },
      handler: async (request) => ({ holds: await service.listHolds(db, request.query) }),
    });

    app.post(API.adminHolds, {
      onRequest: admin,
      schema: {
        body: placeHoldBodySchema,
        response: { 201: holdSchema, 400: errorBodySchema },
      },
      handler: async (request, reply) => {
        const hold = await service.placeHold(
          database,
          domainEvents,
          currentUser(request).id,
          request.body,
        );
        return reply.status(201).send(hold);
      },
    });

    app.post('/api/admin/holds/:id/release', {
      onRequest: admin,
      schema: { params: idParams, response: { 200: holdSchema, 404: errorBodySchema } },
      handler: (request) =>
        service.releaseHold(
          database,
          domainEvents,
          seats,
          currentUser(request).id,
          request.params.id,
        ),
    });

    // A scope of its own, for the push's CSV or JSON body.
    await app.register(async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      acceptImportBodies(scope);
      // The registrar's session, or the bursary's token with holds:write (decision 030).
      scope.post(API.holdsImport, {
        onRequest: app.adminOrToken('holds:write'),
        bodyLimit: PEOPLE_IMPORT_LIMITS.maxBytes,
        schema: {
          description:
            'The bursary\'s holds: text/csv (UTF-8, a header row, one row per hold) or a JSON array of objects with the same columns, matched by reference. `blocks` is a ";"-separated list of register, submit and slip; a row with released_at releases its hold. A file with errors answers 200 with ok: false and changes nothing. The summary counts holds created, updated, unchanged and released (`deactivated`).',
          querystring: staffImportQuerySchema,
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
          const outcome = await importHolds(database, domainEvents, seats, {
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
