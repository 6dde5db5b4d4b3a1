import {
  API,
  createReasonTemplateBodySchema,
  errorBodySchema,
  idParamSchema,
  reasonTemplateSchema,
  registrationNotesSchema,
  reviewContextSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  saveNoteBodySchema,
  updateReasonTemplateBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import * as advising from './advising.service';

const idParams = z.object({ id: idParamSchema });
const refusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The advisor's desk (issue 26): the review queue with search, filters, sorting and pages; the
 * context of a registration; the reviewer's saved reasons; the reviewers' private notes.
 */
export const advisingRoutes = routesPlugin(
  { name: 'advising-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    const { db } = database;
    const reviewer = auth.require('lecturer', 'admin');

    app.get(API.reviewQueue, {
      onRequest: reviewer,
      schema: {
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueuePageSchema, 400: errorBodySchema },
      },
      handler: (request) => advising.reviewQueue(db, currentUser(request), request.query),
    });

    app.get('/api/admin/registrations/:id/context', {
      onRequest: reviewer,
      schema: { params: idParams, response: { 200: reviewContextSchema, 404: errorBodySchema } },
      handler: (request) => advising.reviewContext(db, currentUser(request), request.params.id),
    });

    app.get('/api/admin/registrations/:id/note', {
      onRequest: reviewer,
      schema: {
        params: idParams,
        response: { 200: registrationNotesSchema, 404: errorBodySchema },
      },
      handler: (request) => advising.registrationNotes(db, currentUser(request), request.params.id),
    });

    app.put('/api/admin/registrations/:id/note', {
      onRequest: reviewer,
      schema: {
        params: idParams,
        body: saveNoteBodySchema,
        response: { 200: registrationNotesSchema, ...refusals },
      },
      handler: (request) =>
        advising.saveNote(db, currentUser(request), request.params.id, request.body.text),
    });

    app.get(API.reasonTemplates, {
      onRequest: reviewer,
      schema: { response: { 200: z.array(reasonTemplateSchema) } },
      handler: (request) => advising.listTemplates(db, currentUser(request).id),
    });

    app.post(API.reasonTemplates, {
      onRequest: reviewer,
      schema: {
        body: createReasonTemplateBodySchema,
        response: { 201: reasonTemplateSchema, ...refusals },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await advising.createTemplate(database, currentUser(request).id, request.body)),
    });

    app.patch('/api/admin/reason-templates/:id', {
      onRequest: reviewer,
      schema: {
        params: idParams,
        body: updateReasonTemplateBodySchema,
        response: { 200: reasonTemplateSchema, ...refusals },
      },
      handler: (request) =>
        advising.updateTemplate(db, currentUser(request).id, request.params.id, request.body),
    });

    app.delete('/api/admin/reason-templates/:id', {
      onRequest: reviewer,
      schema: { params: idParams, response: { 204: z.null(), 404: errorBodySchema } },
      handler: async (request, reply) => {
        await advising.deleteTemplate(db, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });
  },
);
