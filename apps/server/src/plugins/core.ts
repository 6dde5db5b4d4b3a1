import { servicePlugin } from '../app-instance';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { TokenService } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    tokens: TokenService;
  }
}

/** What every other part stands on: the settings, the database (migrated) and the token signer. */
export const corePlugin = servicePlugin<{
  config: Config;
  database: Database;
  tokens: TokenService;
}>({ name: 'core' }, (app, { config, database, tokens }) => {
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('tokens', tokens);
  app.addHook('onClose', () => database.close());
});
