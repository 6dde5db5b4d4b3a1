import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenService } from './lib/tokens';
import type { LiveEvents } from './modules/live/live-events';
import type { AuthGuards } from './plugins/auth';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every route module is given: the app and the services it shares. */
export interface RouteContext {
  app: App;
  config: Config;
  database: Database;
  tokens: TokenService;
  auth: AuthGuards;
  events: LiveEvents;
}
