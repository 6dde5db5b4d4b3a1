import {
  API,
  adminStructuresQuerySchema,
  adminStructuresSchema,
  behindQuerySchema,
  behindReportSchema,
  errorBodySchema,
  idParamSchema,
  PEOPLE_IMPORT_LIMITS,
  programmeStructureSchema,
  progressQuerySchema,
  studentProgressSchema,
  structureGroupBodySchema,
  structureImportQuerySchema,
  structureImportReportSchema,
  structureTotalBodySchema,
} from '@daftar/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { acceptImportBodies, importBody } from '../../lib/import-body';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { importStructures, wordStructureOutcome } from './structure-import.service';
import { behindCsv, behindReport, studentsBehind } from './behind.service';
import { adviseeProgress, studentProgress } from './progress.service';
import * as structures from './structures.service';

const idParams = z.object({ id: idParamSchema });
const refusals = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * Programme structures by intake, imported, read and edited by the registrar, and a student's
 * progress through one (issue 45).
 */
export const structuresRoutes = routesPlugin(
  { name: 'structures-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    const admin = auth.require('admin');
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(API.structures, {
      onRequest: admin,
      schema: {
        querystring: adminStructuresQuerySchema,
        response: { 200: adminStructuresSchema, ...refusals },
      },
      handler: (request) => structures.adminStructures(database.db, request.query),
    });

    typed.get(API.structuresBehind, {
      onRequest: admin,
      schema: {
        description:
          "Students behind their structure: credits earned below the plan's before their term, or a failed core subject not retaken; by faculty and programme (codes). ?format=csv or Accept: text/csv answers every one as a UTF-8 CSV file with a header row.",
        querystring: behindQuerySchema,
        response: {
          // Sent as text/csv for a CSV; the schema only describes it.
          200: behindReportSchema.or(z.string().describe('The students behind, as CSV (text/csv)')),
          ...refusals,
        },
      },
      handler: async (request, reply) => {
        const csv =
          request.query.format === 'csv' ||
          (request.query.format === undefined &&
            (request.headers.accept ?? '').includes('text/csv'));
        if (!csv) return behindReport(database.db, request.query);
        const { rows } = await studentsBehind(database.db, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="students-behind-structure.csv"')
          .send(behindCsv(rows));
      },
    });

    typed.put('/api/admin/structures/groups/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: structureGroupBodySchema,
        response: { 200: programmeStructureSchema, ...refusals },
      },
      handler: (request) =>
        structures.updateStructureGroup(
          database,
          request.params.id,
          request.body,
          currentUser(request).id,
        ),
    });

    typed.patch('/api/admin/structures/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: structureTotalBodySchema,
        response: { 200: programmeStructureSchema, ...refusals },
      },
      handler: (request) =>
        structures.updateStructureTotal(
          database,
          request.params.id,
          request.body,
          currentUser(request).id,
        ),
    });

    typed.get(API.progress, {
      onRequest: auth.require('student'),
      schema: {
        description:
          "The student's progress through their intake's structure; ?programme=&intake= is a what-if with another structure.",
        querystring: progressQuerySchema,
        response: { 200: studentProgressSchema, ...refusals },
      },
      handler: (request) => studentProgress(database.db, currentUser(request).id, request.query),
    });

    typed.get('/api/admin/students/:id/progress', {
      onRequest: auth.require('lecturer', 'admin'),
      schema: {
        description:
          "A student's progress: an advisor reads their advisees', the registrar anyone's.",
        params: idParams,
        querystring: progressQuerySchema,
        response: { 200: studentProgressSchema, ...refusals },
      },
      handler: (request) =>
        adviseeProgress(database.db, currentUser(request), request.params.id, request.query),
    });

    // As the roll's import: CSV read as it arrives, JSON as the app reads it, anything else 415.
    await app.register(async (plugin) => {
      acceptImportBodies(plugin);
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.post(API.structuresImport, {
        onRequest: admin,
        bodyLimit: PEOPLE_IMPORT_LIMITS.maxBytes,
        schema: {
          description:
            'The body is text/csv (UTF-8, a header row naming every column, one row per subject of a group; a row without a group gives the programme total in credits_required) or a JSON array of objects with the same columns. A file with errors answers 200 with ok: false and changes nothing.',
          querystring: structureImportQuerySchema,
          response: {
            200: structureImportReportSchema,
            400: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
        handler: async (request) => {
          const outcome = await importStructures(database, {
            body: importBody(request),
            dryRun: request.query.dryRun,
            actorId: currentUser(request).id,
          });
          return wordStructureOutcome(outcome, requestLanguage(request));
        },
      });
    });
  },
);
