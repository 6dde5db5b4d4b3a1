import { servicePlugin } from '../app-instance';
import { createDomainEvents, type DomainEvents } from '../lib/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where services record what happened and consumers hear it (decision 023). */
    domainEvents: DomainEvents;
  }
}

export const domainEventsPlugin = servicePlugin({ name: 'domain-events' }, (app) => {
  app.decorate('domainEvents', createDomainEvents(app.log));
});
