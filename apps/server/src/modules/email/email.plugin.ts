import { servicePlugin } from '../../app-instance';
import { startEmailDelivery } from './email.service';

/** With SMTP_URL set, the outbox's delivery worker, stopped before the database closes. */
export const emailDeliveryPlugin = servicePlugin(
  { name: 'email-delivery', dependencies: ['core'] },
  (app) => {
    // Closing runs onClose hooks last-added first: the worker stops before the database closes.
    if (app.config.SMTP_URL) {
      app.addHook('onClose', startEmailDelivery(app.database, app.config, app.log));
    }
  },
);
