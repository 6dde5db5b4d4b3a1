import {
  API,
  adminChangePageSchema,
  adminChangesQuerySchema,
  adminCatalogueSectionSchema,
  adminFacultySchema,
  adminPeriodSchema,
  adminSectionsQuerySchema,
  adminSubjectSchema,
  calendarEventSchema,
  calendarEventsQuerySchema,
  createCalendarEventBodySchema,
  createFacultyBodySchema,
  createPeriodBodySchema,
  createSectionBodySchema,
  createSubjectBodySchema,
  errorBodySchema,
  idParamSchema,
  updateCalendarEventBodySchema,
  updateFacultyBodySchema,
  updatePeriodBodySchema,
  updateSectionBodySchema,
  updateSubjectBodySchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import { listAdminChanges } from '../audit/admin-changes.service';
import * as calendar from './calendar-events.service';
import * as faculties from './faculties.service';
import * as registrar from './registrar.service';
import * as sections from './sections.service';
import * as subjectReads from './subjects.reads';
import * as subjects from './subjects.service';

const idParams = z.object({ id: idParamSchema });
const refusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The registrar's semester (issue 19): periods, the academic calendar, faculties, subjects and
 * sections with their seats, and the trail of every change.
 */
export const registrarRoutes = routesPlugin(
  { name: 'registrar-routes', dependencies: ['core', 'auth', 'domain-events', 'seats'] },
  async (app) => {
    const { database, auth, domainEvents, seats } = app;
    const { db } = database;
    const admin = auth.require('admin');

    app.get(API.calendarEvents, {
      onRequest: auth.require(),
      schema: {
        querystring: calendarEventsQuerySchema,
        response: { 200: z.array(calendarEventSchema), 404: errorBodySchema },
      },
      handler: (request) => calendar.listCalendarEvents(db, request.query.periodId),
    });

    app.get(API.adminPeriods, {
      onRequest: admin,
      schema: { response: { 200: z.array(adminPeriodSchema) } },
      handler: () => registrar.listPeriods(db),
    });

    app.post(API.adminPeriods, {
      onRequest: admin,
      schema: { body: createPeriodBodySchema, response: { 201: adminPeriodSchema, ...refusals } },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await registrar.createPeriod(database, currentUser(request).id, request.body)),
    });

    app.patch('/api/admin/periods/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: updatePeriodBodySchema,
        response: { 200: adminPeriodSchema, ...refusals },
      },
      handler: (request) =>
        registrar.updatePeriod(
          database,
          domainEvents,
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
    });

    app.post(API.adminCalendarEvents, {
      onRequest: admin,
      schema: {
        body: createCalendarEventBodySchema,
        response: { 201: calendarEventSchema, ...refusals },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await calendar.createCalendarEvent(database, currentUser(request).id, request.body),
          ),
    });

    app.patch('/api/admin/calendar/events/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: updateCalendarEventBodySchema,
        response: { 200: calendarEventSchema, ...refusals },
      },
      handler: (request) =>
        calendar.updateCalendarEvent(
          database,
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
    });

    app.delete('/api/admin/calendar/events/:id', {
      onRequest: admin,
      schema: { params: idParams, response: { 204: z.null(), ...refusals } },
      handler: async (request, reply) => {
        await calendar.deleteCalendarEvent(database, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get(API.adminSections, {
      onRequest: admin,
      schema: {
        querystring: adminSectionsQuerySchema,
        response: { 200: z.array(adminCatalogueSectionSchema), 404: errorBodySchema },
      },
      handler: (request) => sections.listSections(db, request.query.periodId),
    });

    app.post(API.adminSections, {
      onRequest: admin,
      schema: {
        body: createSectionBodySchema,
        response: { 201: adminCatalogueSectionSchema, ...refusals },
      },
      handler: async (request, reply) => {
        const section = await sections.createSection(
          database,
          domainEvents,
          currentUser(request).id,
          request.body,
        );
        return reply.status(201).send(section);
      },
    });

    app.patch('/api/admin/sections/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: updateSectionBodySchema,
        response: { 200: adminCatalogueSectionSchema, ...refusals },
      },
      handler: (request) =>
        sections.updateSection(
          database,
          domainEvents,
          seats,
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
    });

    app.delete('/api/admin/sections/:id', {
      onRequest: admin,
      schema: { params: idParams, response: { 204: z.null(), ...refusals } },
      handler: async (request, reply) => {
        await sections.deleteSection(
          database,
          domainEvents,
          currentUser(request).id,
          request.params.id,
        );
        return reply.status(204).send(null);
      },
    });

    app.get(API.adminSubjects, {
      onRequest: admin,
      schema: { response: { 200: z.array(adminSubjectSchema) } },
      handler: () => subjectReads.listAdminSubjects(db),
    });

    app.post(API.adminSubjects, {
      onRequest: admin,
      schema: { body: createSubjectBodySchema, response: { 201: adminSubjectSchema, ...refusals } },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await subjects.createSubject(database, currentUser(request).id, request.body)),
    });

    app.patch('/api/admin/subjects/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: updateSubjectBodySchema,
        response: { 200: adminSubjectSchema, ...refusals },
      },
      handler: (request) =>
        subjects.updateSubject(database, currentUser(request).id, request.params.id, request.body),
    });

    app.delete('/api/admin/subjects/:id', {
      onRequest: admin,
      schema: { params: idParams, response: { 204: z.null(), ...refusals } },
      handler: async (request, reply) => {
        await subjects.deleteSubject(database, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get(API.adminFaculties, {
      onRequest: admin,
      schema: { response: { 200: z.array(adminFacultySchema) } },
      handler: () => faculties.listAdminFaculties(db),
    });

    app.post(API.adminFaculties, {
      onRequest: admin,
      schema: { body: createFacultyBodySchema, response: { 201: adminFacultySchema, ...refusals } },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await faculties.createFaculty(database, currentUser(request).id, request.body)),
    });

    app.patch('/api/admin/faculties/:id', {
      onRequest: admin,
      schema: {
        params: idParams,
        body: updateFacultyBodySchema,
        response: { 200: adminFacultySchema, ...refusals },
      },
      handler: (request) =>
        faculties.updateFaculty(database, currentUser(request).id, request.params.id, request.body),
    });

    app.delete('/api/admin/faculties/:id', {
      onRequest: admin,
      schema: { params: idParams, response: { 204: z.null(), ...refusals } },
      handler: async (request, reply) => {
        await faculties.deleteFaculty(database, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get(API.adminChanges, {
      onRequest: admin,
      schema: { querystring: adminChangesQuerySchema, response: { 200: adminChangePageSchema } },
      handler: (request) => listAdminChanges(db, request.query),
    });
  },
);
