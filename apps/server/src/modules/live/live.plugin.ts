import { servicePlugin, type App } from '../../app-instance';
import { attachLiveEvents, type LiveEvents } from './live-events';
import { tellBrowsers } from './live.consumers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sockets' side: what browsers are sent. Services record domain events instead. */
    live: LiveEvents;
  }
}

/** Socket.IO on the app's server, told of every committed change (live.consumers.ts). */
export const livePlugin = servicePlugin(
  { name: 'live', dependencies: ['core', 'metrics', 'redis', 'auth', 'domain-events'] },
  async (app) => {
    const live = await attachLiveEvents(app, {
      config: app.config,
      db: app.database.db,
      users: app.sessionUsers,
      tokens: app.tokens,
      metrics: app.metrics,
      redis: app.redis,
    });
    app.decorate('live', live);
    tellBrowsers(app.domainEvents, live);
    sendLiveFigures(app, live);
  },
);

/**
 * The registrar's dashboard figures, to admins' sockets every LIVE_FIGURES_INTERVAL_MS while an
 * admin is connected to this process (issue 23).
 */
function sendLiveFigures(app: App, live: LiveEvents) {
  let sending = false;
  const timer = setInterval(() => {
    // A slow database never piles up reads: a tick while the last one is out is skipped.
    if (sending || !live.adminsConnected()) return;
    sending = true;
    app.metrics
      .liveFigures()
      .then((figures) => live.liveFiguresUpdated(figures))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not send live figures'))
      .finally(() => {
        sending = false;
      });
  }, app.config.LIVE_FIGURES_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
