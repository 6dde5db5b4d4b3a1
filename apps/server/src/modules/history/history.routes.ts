import { API, historyEntrySchema } from '@daftar/contract';
import { z } from 'zod';
import { routesPlugin } from '../../app-instance';
import { currentUser } from '../../plugins/auth';
import { listHistory } from './history.service';

/** A student's submitted registrations of every period, newest first (decisions.md section 2). */
export const historyRoutes = routesPlugin(
  { name: 'history-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { database, auth } = app;
    app.get(API.history, {
      onRequest: auth.require('student'),
      schema: { response: { 200: z.array(historyEntrySchema) } },
      handler: (request) => listHistory(database.db, currentUser(request).id),
    });
  },
);
