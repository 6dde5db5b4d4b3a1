import { facultySchema, subjectSchema, subjectsQuerySchema } from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { unauthenticated } from '../../lib/app-error';
import { listFaculties, listSubjects } from './catalogue.service';

export const catalogueRoutes = routesPlugin(
  { name: 'catalogue-routes', dependencies: ['core', 'auth', 'seats'] },
  async (app) => {
    const { database, auth, seats } = app;
    const { db } = database;

    app.get('/api/faculties', {
      onRequest: auth.require(),
      schema: { response: { 200: z.array(facultySchema) } },
      handler: () => listFaculties(db),
    });

    app.get('/api/subjects', {
      onRequest: auth.require(),
      schema: { querystring: subjectsQuerySchema, response: { 200: z.array(subjectSchema) } },
      // The signed-in user read off the request, not plugins/auth: accounts reads the faculties.
      handler: (request) => {
        if (!request.user) throw unauthenticated();
        return listSubjects(db, request.query, request.user.id, seats.seatsOpenTo);
      },
    });
  },
);
