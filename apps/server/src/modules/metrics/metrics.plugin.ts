import { servicePlugin } from '../../app-instance';
import { createMetrics, type Metrics } from './metrics.service';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The app's figures, with every reply timed by its route pattern. */
export const metricsPlugin = servicePlugin({ name: 'metrics', dependencies: ['core'] }, (app) => {
  const metrics = createMetrics(app.database, {
    processName: app.config.PROCESS_NAME,
    emailEnabled: app.config.SMTP_URL !== undefined,
  });
  // Timed by route pattern, never the URL: one series per route, whatever ids the URLs carry.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestFinished(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.decorate('metrics', metrics);
});
