import { API, emailOutboxReplySchema } from '@daftar/contract';
import type { RouteContext } from '../../app-context';
import { outboxStatus } from './email.service';

/** The email outbox as admins see it: how deep, how late, and what failed (issue 21). */
export async function emailRoutes({ app, config, database, auth }: RouteContext) {
  app.get(API.emailOutbox, {
    onRequest: auth.require('admin'),
    schema: { response: { 200: emailOutboxReplySchema } },
    handler: () => outboxStatus(database.db, config.SMTP_URL !== undefined),
  });
}
