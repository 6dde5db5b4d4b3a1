import type { App } from './app-instance';
import type { Config } from './config';
import type { Database } from './db/database';
import type { RedisConnections } from './lib/redis-connections';
import type { TokenService } from './lib/tokens';
import type { AdmissionGate } from './modules/gate/gate.service';
import type { LiveEvents } from './modules/live/live-events';
import type { Metrics } from './modules/metrics/metrics.service';
import type { SeatLedger } from './modules/seats/seats.service';
import type { AuthGuards } from './plugins/auth';

/** What every route module is given: the app and the services it shares. */
export interface RouteContext {
  app: App;
  config: Config;
  database: Database;
  tokens: TokenService;
  auth: AuthGuards;
  events: LiveEvents;
  seats: SeatLedger;
  metrics: Metrics;
  gate: AdmissionGate;
  /** The process's Redis clients, when processes share a Redis (`REDIS_URL`). */
  redis?: RedisConnections;
}
