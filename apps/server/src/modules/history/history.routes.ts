import { API, historyEntrySchema } from '@daftar/contract';
import { z } from 'zod';
import type { RouteContext } from '../../app-context';
import { currentUser } from '../../plugins/auth';
import { listHistory } from './history.service';

/** A student's submitted registrations of every period, newest first (decisions.md section 2). */
export async function historyRoutes({ app, database, auth }: RouteContext) {
  app.get(API.history, {
    onRequest: auth.require('student'),
    schema: { response: { 200: z.array(historyEntrySchema) } },
    handler: (request) => listHistory(database.db, currentUser(request).id),
  });
}
