import { servicePlugin } from '../../app-instance';
import {
  createAdmissionGate,
  openGateStore,
  unlessGateUnavailable,
  type AdmissionGate,
} from './gate.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission gate (issue 25): who may change seats while it is on. */
    gate: AdmissionGate;
  }
}

/** The admission gate on the shared queue (Redis) or this process's own, ticking while on. */
export const gatePlugin = servicePlugin<{ secret: string; clock?: () => number }>(
  { name: 'gate', dependencies: ['core', 'metrics', 'redis', 'live'] },
  async (app, { secret, clock }) => {
    const { config, metrics, live } = app;
    const gate = createAdmissionGate({
      config,
      database: app.database,
      store: await openGateStore(app.redis),
      secret,
      replyTimeP95: (sinceMs) => metrics.registrationReplyTimeP95(sinceMs),
      publish: (progress) => live.gateProgress(progress),
      clock,
    });
    await gate.refresh();
    if (config.GATE === 'on' && config.GATE_TICK_MS > 0) {
      const ticker = setInterval(() => {
        // Redis being away is logged once by its connection, not by every tick.
        gate
          .tick()
          .catch(unlessGateUnavailable)
          .catch((error: unknown) => app.log.error({ err: error }, 'gate tick failed'));
      }, config.GATE_TICK_MS);
      app.addHook('onClose', async () => clearInterval(ticker));
    }
    app.decorate('gate', gate);
  },
);
