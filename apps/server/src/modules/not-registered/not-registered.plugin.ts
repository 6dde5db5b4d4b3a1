import { servicePlugin } from '../../app-instance';
import { markNotRegisteredWhenDue } from './not-registered.service';

/** The minute timer that reminds and marks Not Registered students (issue 47). */
export const notRegisteredPlugin = servicePlugin(
  { name: 'not-registered', dependencies: ['core', 'domain-events'] },
  (app) => {
    const stop = markNotRegisteredWhenDue(app.database, app.domainEvents);
    app.addHook('onClose', async () => stop());
  },
);
