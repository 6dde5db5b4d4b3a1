import { servicePlugin } from '../../app-instance';
import { enqueueEmails } from './email.service';

/**
 * The outbox hears of every notification stored, in the same transaction: an email is kept exactly
 * when the news it carries is.
 */
export const emailConsumers = servicePlugin(
  { name: 'email-consumers', dependencies: ['domain-events'] },
  (app) => {
    app.domainEvents.inTransaction('notificationsAdded', ({ notifications }, { trx }) =>
      enqueueEmails(trx, notifications),
    );
  },
);
