import { API, emailOutboxReplySchema } from '@daftar/contract';
import { routesPlugin } from '../../app-instance';
import { outboxStatus } from './email.service';

/** The email outbox as admins see it: how deep, how late, and what failed (issue 21). */
export const emailRoutes = routesPlugin(
  { name: 'email-routes', dependencies: ['core', 'auth'] },
  async (app) => {
    const { config, database, auth } = app;
    app.get(API.emailOutbox, {
      onRequest: auth.require('admin'),
      schema: { response: { 200: emailOutboxReplySchema } },
      handler: () => outboxStatus(database.db, config.SMTP_URL !== undefined),
    });
  },
);
