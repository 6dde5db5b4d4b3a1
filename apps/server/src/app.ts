import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { RouteContext } from './app-context';
import type { App } from './app-instance';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo-data';
import { tooManyRequests } from './lib/app-error';
import { serializerCompiler } from './lib/reply-serializer';
import { defaultDatabaseUrl, defaultWebDist } from './lib/paths';
import { createRedisConnections } from './lib/redis-connections';
import { createTokenService, type TokenService } from './lib/tokens';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { sessionUsers } from './modules/accounts/accounts.service';
import { advisingRoutes } from './modules/advising/advising.routes';
import { adminRoutes } from './modules/accounts/users.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import {
  createAdmissionGate,
  openGateStore,
  unlessGateUnavailable,
  type AdmissionGate,
} from './modules/gate/gate.service';
import { gateRoutes } from './modules/gate/gate.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueImportRoutes } from './modules/catalogue-import/catalogue-import.routes';
import { createMetrics, type Metrics } from './modules/metrics/metrics.service';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { emailRoutes } from './modules/email/email.routes';
import { historyRoutes } from './modules/history/history.routes';
import { startEmailDelivery } from './modules/email/email.service';
import { attachLiveEvents, type LiveEvents } from './modules/live/live-events';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { registrarRoutes } from './modules/registrar/registrar.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { slipsRoutes } from './modules/slips/slips.routes';
import { closeWaitlistsWhenPeriodsEnd, createSeatLedger } from './modules/seats/seats.service';
import { createAuthGuards } from './plugins/auth';
import {
  answerConnectionError,
  answerFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler';
import { registerCompression } from './plugins/compression';
import { RequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { healthRoutes } from './plugins/health';
import { serveWeb } from './plugins/web';

export interface BuiltApp {
  app: App;
  database: Database;
  tokens: TokenService;
  events: LiveEvents;
  metrics: Metrics;
  gate: AdmissionGate;
  /** From now on readiness fails, so a load balancer sends new requests elsewhere. */
  drain(): void;
}

export interface BuildOptions {
  /** The gate's clock, in milliseconds (tests move it to an opening or past an expiry). */
  clock?: () => number;
}

/** Builds the whole server: database ready and migrated, every route registered, not listening. */
export async function buildApp(
  config: Config,
  database?: Database,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const db =
    database ??
    openDatabase({
      url: config.DATABASE_URL ?? defaultDatabaseUrl,
      poolSize: config.DATABASE_POOL_SIZE,
      sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
    });
  await migrateToLatest(db);
  if (config.SEED === 'demo') await seedDemoData(db);
  const secret = config.JWT_SECRET ?? (await storedSecret(db));

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    logController: new RequestLog(),
    genReqId: requestId,
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.TRUST_PROXY === 'true',
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only; other bodies get 415 rather than reaching the schemas as text.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Set as the request arrives, on the raw response, so every reply carries it without an onSend
  // hook (Fastify skips its onSend runner when there is none). A callback hook, not an async one:
  // a promise per request costs more than setting the header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  app.addHook('onClose', () => db.close());
  const metrics = createMetrics(db, {
    processName: config.PROCESS_NAME,
    emailEnabled: config.SMTP_URL !== undefined,
  });
  // Timed by route pattern, never the URL: one series per route, whatever ids the URLs carry.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestFinished(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    onExceeded: (request) => metrics.rateLimited(request.routeOptions.url ?? 'unmatched'),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Daftar API', description: 'Student subject registration', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const tokens = createTokenService(secret, config.TOKEN_TTL_SECONDS);
  const users = sessionUsers(db);
  const redis = config.REDIS_URL ? createRedisConnections(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  const events = await attachLiveEvents(app, { config, db: db.db, users, tokens, metrics, redis });
  const gateStore = await openGateStore(redis);
  const gate = createAdmissionGate({
    config,
    database: db,
    store: gateStore,
    secret,
    replyTimeP95: (sinceMs) => metrics.registrationReplyTimeP95(sinceMs),
    publish: (progress) => events.gateProgress(progress),
    clock: options.clock,
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
  const context: RouteContext = {
    app,
    config,
    database: db,
    tokens,
    auth: createAuthGuards(users, tokens),
    events,
    seats: createSeatLedger(db, {
      waitlistLimit: config.WAITLIST_MAX_PER_STUDENT,
      count: (outcome) => metrics.seatChanged(outcome),
    }),
    metrics,
    gate,
    redis,
  };
  const stopClosingWaitlists = closeWaitlistsWhenPeriodsEnd(db, (places) =>
    context.events.waitlistsClosed(places),
  );
  app.addHook('onClose', async () => stopClosingWaitlists());
  if (config.SMTP_URL) {
    // Closing runs these hooks last-added first: the worker stops before the database closes.
    app.addHook('onClose', startEmailDelivery(db, config, app.log));
  }
  const health = await healthRoutes(context);
  await accountsRoutes(context);
  await catalogueRoutes(context);
  await calendarRoutes(context);
  await registrationRoutes(context);
  await historyRoutes(context);
  await gateRoutes(context);
  await reviewRoutes(context);
  await advisingRoutes(context);
  await adminRoutes(context);
  await registrarRoutes(context);
  await catalogueImportRoutes(context);
  await notificationsRoutes(context);
  await emailRoutes(context);
  await slipsRoutes(context);
  await metricsRoutes(context);
  await serveWeb(app, config.WEB_DIST ?? defaultWebDist);

  return { app, database: db, tokens, events, metrics, gate, drain: health.drain };
}

// A caller's own id is kept, to follow a request across services, only when it can carry neither
// markup into the logs and replies nor a flood of text.
const CLIENT_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

function requestId(request: IncomingMessage): string {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && CLIENT_REQUEST_ID.test(id) ? id : randomUUID();
}

/** The embedded demo's signing secret: made once, then kept with the data it signs for. */
async function storedSecret(database: Database): Promise<string> {
  const { db } = database;
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
