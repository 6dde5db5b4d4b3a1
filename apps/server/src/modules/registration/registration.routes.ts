import {
  API,
  addSubjectBodySchema,
  changeSectionBodySchema,
  errorBodySchema,
  joinWaitlistBodySchema,
  joinWaitlistReplySchema,
  waitlistPlaceSchema,
  periodSchema,
  registrationStatusReplySchema,
  selectedSubjectSchema,
  submitReplySchema,
  idParamSchema,
} from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import * as service from './registration.service';

const refusals = { 404: errorBodySchema, 409: errorBodySchema };

export const registrationRoutes = routesPlugin(
  { name: 'registration-routes', dependencies: ['auth', 'seats', 'gate'] },
  (app) => {
    const { database, auth, seats, gate } = app;
    const { db } = database;
    const student = auth.require('student');
    // Changes need an admission while the gate is on (issue 25); reading does not.
    const admitted = gate.requireAdmission;

    app.get('/api/registration/period', {
      onRequest: auth.require(),
      schema: { response: { 200: periodSchema } },
      handler: (request) => service.getPeriod(db, currentUser(request).id),
    });

    app.get('/api/registration/status', {
      onRequest: student,
      schema: { response: { 200: registrationStatusReplySchema } },
      handler: (request) => service.getStatus(db, currentUser(request).id),
    });

    app.get('/api/registration/subjects', {
      onRequest: student,
      schema: { response: { 200: z.array(selectedSubjectSchema) } },
      handler: (request) => service.listSelected(db, currentUser(request).id),
    });

    app.post('/api/registration/subjects', {
      onRequest: student,
      preHandler: admitted,
      schema: { body: addSubjectBodySchema, response: { 201: selectedSubjectSchema, ...refusals } },
      handler: async (request, reply) => {
        const selected = await service.addSubject(seats, currentUser(request).id, request.body);
        return reply.status(201).send(selected);
      },
    });

    app.delete('/api/registration/subjects/:id', {
      onRequest: student,
      preHandler: admitted,
      schema: { params: z.object({ id: idParamSchema }), response: { 204: z.null(), ...refusals } },
      handler: async (request, reply) => {
        await service.removeSubject(seats, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.patch('/api/registration/subjects/:id', {
      onRequest: student,
      preHandler: admitted,
      schema: {
        params: z.object({ id: idParamSchema }),
        body: changeSectionBodySchema,
        response: { 200: selectedSubjectSchema, ...refusals },
      },
      handler: (request) =>
        service.changeSection(seats, currentUser(request).id, request.params.id, request.body),
    });

    app.get(API.waitlist, {
      onRequest: student,
      schema: { response: { 200: z.array(waitlistPlaceSchema) } },
      handler: (request) =>
        service.listWaitlist(db, currentUser(request).id, requestLanguage(request)),
    });

    app.post(API.waitlist, {
      onRequest: student,
      preHandler: admitted,
      schema: {
        body: joinWaitlistBodySchema,
        response: { 201: joinWaitlistReplySchema, 400: errorBodySchema, ...refusals },
      },
      handler: async (request, reply) => {
        const place = await seats.joinWaitlist(
          currentUser(request).id,
          request.body,
          requestLanguage(request),
          new Date(),
        );
        return reply.status(201).send(place);
      },
    });

    app.delete('/api/registration/waitlist/:id', {
      onRequest: student,
      preHandler: admitted,
      schema: { params: z.object({ id: idParamSchema }), response: { 204: z.null(), ...refusals } },
      handler: async (request, reply) => {
        await seats.leaveWaitlist(currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.post('/api/registration/submit', {
      onRequest: student,
      preHandler: admitted,
      schema: { response: { 200: submitReplySchema, 409: errorBodySchema } },
      handler: (request) => service.submit(database, seats, currentUser(request).id),
    });
  },
);
