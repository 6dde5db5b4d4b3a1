import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisClient } from '../../lib/redis-connections';

export interface LoginThrottleOptions {
  /** Failures one account may have from one address before each further try from there waits. */
  accountFailures: number;
  /** Failures one address may have in the window; generous, as a campus shares one NAT address. */
  addressFailures: number;
  windowMs: number;
  /** The longest wait the doubling delay reaches. */
  maxDelayMs: number;
  /**
   * With Redis the counts are shared by every server process; without it, or while it is away,
   * each keeps its own. The client must not queue commands while Redis is away, so the memory
   * limiters stand in at once instead of sign-ins hanging until it is back.
   */
  redis?: RedisClient;
}

/**
 * Slows down password guessing without letting a guesser lock the owner out. Failures are counted
 * per account and address: after `accountFailures` of them, that account's next try from that
 * address waits 1 s, then 2 s, 4 s ... up to `maxDelayMs`, while the same account from any other
 * address signs in as usual. An address past `addressFailures` in the window, over all accounts,
 * waits for its window to pass. A successful login clears its account and address.
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const { redis } = options;
  const duration = Math.ceil(options.windowMs / 1000);
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const pairFailures = limiter('daftar:login-failures:pair', options.accountFailures);
  // Blocked keys of this one are the pairs that must wait; their expiry is the wait.
  const pairHolds = limiter('daftar:login-holds:pair', 1);
  const addressFailures = limiter('daftar:login-failures:address', options.addressFailures);
  // An address never contains a space, so the pair's key cannot be read two ways.
  const pairKey = (account: string, address: string) => `${address} ${account}`;

  return {
    /** Milliseconds the caller must wait before trying again; 0 when it may try now. */
    async waitMs(account: string, address: string): Promise<number> {
      const [hold, byAddress] = await Promise.all([
        pairHolds.get(pairKey(account, address)),
        addressFailures.get(address),
      ]);
      let wait = 0;
      if (hold && hold.consumedPoints > pairHolds.points) wait = hold.msBeforeNext;
      if (byAddress && byAddress.consumedPoints >= options.addressFailures) {
        wait = Math.max(wait, byAddress.msBeforeNext);
      }
      return Math.max(0, wait);
    },
    async failed(account: string, address: string) {
      const key = pairKey(account, address);
      const [pair] = await Promise.all([
        pairFailures.penalty(key),
        addressFailures.penalty(address),
      ]);
      const beyond = pair.consumedPoints - options.accountFailures;
      if (beyond >= 0) {
        const delayMs = Math.min(options.maxDelayMs, 1000 * 2 ** beyond);
        await pairHolds.block(key, Math.ceil(delayMs / 1000));
      }
    },
    async succeeded(account: string, address: string) {
      const key = pairKey(account, address);
      await Promise.all([pairFailures.delete(key), pairHolds.delete(key)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
