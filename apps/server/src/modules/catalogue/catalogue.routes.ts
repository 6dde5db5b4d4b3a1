import { facultySchema, subjectSchema, subjectsQuerySchema } from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { listFaculties, listSubjects } from './catalogue.service';

export const catalogueRoutes = routesPlugin(
  { name: 'catalogue-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    const { db } = database;

    app.get('/api/faculties', {
      onRequest: auth.require(),
      schema: { response: { 200: z.array(facultySchema) } },
      handler: () => listFaculties(db),
    });

    app.get('/api/subjects', {
      onRequest: auth.require(),
      schema: { querystring: subjectsQuerySchema, response: { 200: z.array(subjectSchema) } },
      handler: (request) => listSubjects(db, request.query),
    });
  },
);
