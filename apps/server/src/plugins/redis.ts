import { servicePlugin } from '../app-instance';
import { createRedisConnections, type RedisConnections } from '../lib/redis-connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Redis clients, when processes share a Redis (`REDIS_URL`). */
    redis: RedisConnections | undefined;
  }
}

export const redisPlugin = servicePlugin({ name: 'redis', dependencies: ['core'] }, (app) => {
  const redis = app.config.REDIS_URL
    ? createRedisConnections(app.config.REDIS_URL, app.log)
    : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('redis', redis);
});
