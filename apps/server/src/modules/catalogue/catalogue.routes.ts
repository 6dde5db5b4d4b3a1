import { facultySchema, subjectSchema, subjectsQuerySchema } from '@daftar/contract';
import { z } from 'zod';
import type { RouteContext } from '../../app-context';
import { listFaculties, listSubjects } from './catalogue.service';

export async function catalogueRoutes({ app, database, auth }: RouteContext) {
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
}
