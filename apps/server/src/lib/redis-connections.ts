import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long a starting process waits for Redis before it serves without it. */
const FIRST_CONNECT_WAIT_MS = 5_000;

/**
 * Waits before each new try after Redis went away: doubling from 100 ms up to 2 s, with jitter
 * so three processes do not knock at the same moment. Always a number: a client never gives up
 * (a socket timeout included), since an unreachable Redis is a normal day, not a fault to end on.
 */
export function reconnectDelayMs(retries: number): number {
  return Math.min(100 * 2 ** retries, 2_000) + Math.floor(Math.random() * 200);
}

export interface RedisClientOptions {
  /** Who the client is for, in the log lines of its outages. */
  purpose: string;
  /**
   * Whether commands sent while Redis is away wait for it to return. Without the queue they fail
   * at once, so the caller can answer or fall back instead of holding a request open.
   */
  queueWhileAway: boolean;
}

/**
 * Every Redis client of one server process (decision 022). Each reconnects with back-off and
 * never lets an error reach the process (a client's unhandled 'error' event would end it); an
 * outage is logged once when it starts and once when it ends.
 */
export function createRedisConnections(url: string, log: FastifyBaseLogger) {
  const clients: RedisClient[] = [];

  function watch(client: RedisClient, purpose: string) {
    let away = false;
    client.on('error', (error: Error) => {
      if (away) return;
      away = true;
      log.warn({ err: error, purpose }, 'redis unreachable; reconnecting');
    });
    client.on('ready', () => {
      if (!away) return;
      away = false;
      log.info({ purpose }, 'redis reachable again');
    });
  }

  return {
    /**
     * A connected client, or one still connecting when Redis has not answered within a few
     * seconds: the process starts either way and the client joins in when Redis does.
     */
    async connect({ purpose, queueWhileAway }: RedisClientOptions): Promise<RedisClient> {
      const client: RedisClient = createClient({
        url,
        disableOfflineQueue: !queueWhileAway,
        // node-redis 6 fails a command that has no answer after 5 s. A client that queues while
        // Redis is away waits for it however long the outage lasts, so it has no such limit; the
        // others keep it, so a Redis that accepts but never answers fails a request in 5 s.
        ...(queueWhileAway ? { commandOptions: { timeout: 0 } } : {}),
        socket: { reconnectStrategy: reconnectDelayMs },
      });
      watch(client, purpose);
      clients.push(client);
      const connected = client.connect().then(
        () => true,
        // connect() only rejects when the client is closed before its first connection.
        () => false,
      );
      await Promise.race([connected, delay(FIRST_CONNECT_WAIT_MS, false, { ref: false })]);
      return client;
    },

    /** Whether every client is connected now (readiness reports it; it never fails on it). */
    reachable(): boolean {
      return clients.every((client) => client.isReady);
    },

    async close(): Promise<void> {
      await Promise.allSettled(
        clients.map(async (client) => {
          if (client.isReady) await client.close();
          else if (client.isOpen) client.destroy();
        }),
      );
    },
  };
}

export type RedisConnections = ReturnType<typeof createRedisConnections>;
