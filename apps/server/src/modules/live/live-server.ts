import type { ClientToServerEvents, ServerToClientEvents } from '@daftar/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { App } from '../../app-instance';
import type { Config } from '../../config';
import type { RedisClient, RedisConnections } from '../../lib/redis-connections';
import type { TokenService } from '../../lib/tokens';
import { userFromToken, type AuthUser } from '../../plugins/auth';
import type { SessionUsers } from '../accounts/accounts.service';
import type { Metrics } from '../metrics/metrics.service';

interface SocketData {
  user: AuthUser | null;
}

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The Redis adapter publishes without awaiting the reply, so a publish Redis could not take (it
 * is away, or went away mid-command) would be an unhandled rejection, which ends the process.
 * Such an event still reaches this process's own sockets; the others miss it until Redis is back.
 */
function publishingWithoutFailing(client: RedisClient): RedisClient {
  const publish = (...args: Parameters<RedisClient['publish']>) =>
    client.publish(...args).catch(() => 0);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return publish;
      // The client's methods use its private fields: call them on the client, not the proxy.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const userRoom = (userId: number) => `user:${userId}`;
export const advisorRoom = (lecturerId: number) => `advisor:${lecturerId}`;
export const ADMINS_ROOM = 'admins';

/**
 * Socket.IO on the API's own HTTP server. A socket may connect without a token and then hears
 * only the public seat counts; with `auth.token` the token is checked like an API call and the
 * socket joins its user's room (and its reviewer rooms) until the token expires.
 */
export async function openLiveServer(
  app: App,
  {
    config,
    users,
    tokens,
    metrics,
    redis,
  }: {
    config: Config;
    users: SessionUsers;
    tokens: TokenService;
    metrics: Metrics;
    /** Present when processes share a Redis: events then reach the sockets of every process. */
    redis?: RedisConnections;
  },
): Promise<LiveServer> {
  const extraOrigins = new Set(
    (config.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );
  const io: LiveServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    serveClient: false,
    // Browsers always send Origin: only the server's own pages (and configured ones) may connect.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, !origin || extraOrigins.has(origin) || sameHost(origin, request.headers.host));
    },
  });

  if (redis) {
    // The subscriber keeps its commands while Redis is away, so its subscriptions are made (and
    // remade by the client after each reconnect) whenever Redis is there.
    const [pub, sub] = await Promise.all([
      redis.connect({ purpose: 'live events', queueWhileAway: false }),
      redis.connect({ purpose: 'live events (subscriber)', queueWhileAway: true }),
    ]);
    io.adapter(createAdapter(publishingWithoutFailing(pub), sub));
  }

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.user = null;
      return next();
    }
    const user =
      typeof token === 'string'
        ? await userFromToken(users, tokens, token).catch(() => null)
        : null;
    if (!user) return next(new Error('Your session has ended. Please sign in again.'));
    socket.data.user = user;
    const expiresInMs = (tokens.verify(token as string)?.exp ?? 0) * 1000 - Date.now();
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, expiresInMs));
    socket.on('disconnect', () => clearTimeout(expiry));
    next();
  });

  io.on('connection', (socket) => {
    metrics.socketConnected();
    socket.on('disconnect', () => metrics.socketDisconnected());
    // Called for each event written to this socket, whether sent to it, its rooms or everyone.
    socket.onAnyOutgoing((event: string) => metrics.eventDelivered(event));
    const user = socket.data.user;
    if (!user) return;
    void socket.join(userRoom(user.id));
    if (user.role === 'admin') void socket.join(ADMINS_ROOM);
    if (user.role === 'lecturer') void socket.join(advisorRoom(user.id));
  });

  return io;
}
