import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { servicePlugin } from '../app-instance';
import { tooManyRequests } from '../lib/app-error';

export interface RateLimit {
  /** Names the counts (a Redis key prefix): one per limited route. */
  name: string;
  /** Requests each key may make in the window. */
  max: number;
  windowSeconds: number;
  /** Whose requests are counted together; the caller's address unless given. */
  key?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook refusing a key's requests past `max` in the window with 429 and `retry-after`
     * (as `onRequest`, or as `preHandler` to count by the signed-in person). It lets every
     * request through when RATE_LIMITS is off.
     */
    rateLimit(limit: RateLimit): onRequestAsyncHookHandler;
  }
}

/**
 * The app's one rate limiter (rate-limiter-flexible, as the sign-in limits): with REDIS_URL the
 * counts are shared by every process, and each process's memory stands in while Redis is away
 * (decision 022); without Redis each process counts its own.
 */
export const rateLimitsPlugin = servicePlugin(
  { name: 'rate-limits', dependencies: ['core', 'metrics', 'redis'] },
  async (app) => {
    const { config, metrics, redis } = app;
    const client = await redis?.connect({ purpose: 'rate limits', queueWhileAway: false });
    const limiterFor = ({ name, max, windowSeconds }: RateLimit): RateLimiterAbstract => {
      const options = { keyPrefix: `daftar:rate:${name}`, points: max, duration: windowSeconds };
      const memory = new RateLimiterMemory(options);
      return client
        ? new RateLimiterRedis({
            ...options,
            storeClient: client,
            useRedisPackage: true,
            insuranceLimiter: memory,
          })
        : memory;
    };
    app.decorate('rateLimit', (limit: RateLimit): onRequestAsyncHookHandler => {
      if (config.RATE_LIMITS !== 'on') return async () => undefined;
      const limiter = limiterFor(limit);
      return async function rateLimited(request, reply) {
        const key = limit.key ? limit.key(request) : request.ip;
        try {
          await limiter.consume(key);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
          metrics.rateLimited(request.routeOptions.url ?? 'unmatched');
          reply.header('retry-after', String(seconds));
          throw tooManyRequests(seconds);
        }
      };
    });
  },
);
