import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App } from './app-instance';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';
import { serializerCompiler } from './lib/reply-serializer';
import { defaultDatabaseUrl, defaultWebDist } from './lib/paths';
import { createTokenService, type TokenService } from './lib/tokens';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/accounts/users.routes';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes';
import { universitySignInRoutes } from './modules/accounts/university-sign-in.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { advisingRoutes } from './modules/advising/advising.routes';
import { auditConsumers } from './modules/audit/audit.consumers';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { contentRoutes } from './modules/content/content.routes';
import { catalogueImportRoutes } from './modules/catalogue-import/catalogue-import.routes';
import { peopleImportRoutes } from './modules/people-import/people-import.routes';
import { structuresRoutes } from './modules/structures/structures.routes';
import { holdsRoutes } from './modules/holds/holds.routes';
import { rostersRoutes } from './modules/rosters/rosters.routes';
import { reservationsPlugin } from './modules/reservations/reservations.plugin';
import { notRegisteredPlugin } from './modules/not-registered/not-registered.plugin';
import { notRegisteredRoutes } from './modules/not-registered/not-registered.routes';
import { reservationsRoutes } from './modules/reservations/reservations.routes';
import { academicRecordRoutes } from './modules/academic-record/academic-record.routes';
import { emailConsumers } from './modules/email/email.consumers';
import { emailDeliveryPlugin } from './modules/email/email.plugin';
import { emailRoutes } from './modules/email/email.routes';
import type { AdmissionGate } from './modules/gate/gate.service';
import { gatePlugin } from './modules/gate/gate.plugin';
import { gateRoutes } from './modules/gate/gate.routes';
import { historyRoutes } from './modules/history/history.routes';
import type { LiveEvents } from './modules/live/live-events';
import { livePlugin } from './modules/live/live.plugin';
import type { Metrics } from './modules/metrics/metrics.service';
import { metricsPlugin } from './modules/metrics/metrics.plugin';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { notificationsConsumers } from './modules/notifications/notifications.consumers';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { overloadsRoutes } from './modules/overloads/overloads.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { permitsRoutes } from './modules/permits/permits.routes';
import { registrarRoutes } from './modules/registrar/registrar.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { seatsPlugin } from './modules/seats/seats.plugin';
import { slipsRoutes } from './modules/slips/slips.routes';
import { apiTokenAuthPlugin } from './plugins/api-token-auth';
import { authPlugin } from './plugins/auth';
import { corePlugin } from './plugins/core';
import { domainEventsPlugin } from './plugins/domain-events';
import {
  answerConnectionError,
  answerFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler';
import { registerCompression } from './plugins/compression';
import { healthPlugin } from './plugins/health';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { redisPlugin } from './plugins/redis';
import { RequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
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
  const tokens = createTokenService(secret, config.TOKEN_TTL_SECONDS);
  // What the app is made of, each part after those it names as its dependencies.
  await app.register(corePlugin, { config, database: db, tokens });
  await app.register(metricsPlugin);
  await app.register(redisPlugin);
  await app.register(domainEventsPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin);
  await app.register(gatePlugin, { secret, clock: options.clock });
  await app.register(seatsPlugin);
  await app.register(reservationsPlugin);
  await app.register(notRegisteredPlugin);
  await app.register(notificationsConsumers);
  await app.register(auditConsumers);
  await app.register(emailConsumers);
  await app.register(emailDeliveryPlugin);

  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(rateLimitsPlugin);
  await app.register(apiTokenAuthPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Daftar API', description: 'Student subject registration', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(healthPlugin);
  await app.register(accountsRoutes);
  await app.register(universitySignInRoutes);
  await app.register(passwordResetRoutes);
  await app.register(catalogueRoutes);
  await app.register(calendarRoutes);
  await app.register(registrationRoutes);
  await app.register(plansRoutes);
  await app.register(historyRoutes);
  await app.register(gateRoutes);
  await app.register(reviewRoutes);
  await app.register(advisingRoutes);
  await app.register(overloadsRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(permitsRoutes);
  await app.register(adminRoutes);
  await app.register(registrarRoutes);
  await app.register(catalogueImportRoutes);
  await app.register(contentRoutes);
  await app.register(peopleImportRoutes);
  await app.register(apiTokensRoutes);
  await app.register(structuresRoutes);
  await app.register(holdsRoutes);
  await app.register(reservationsRoutes);
  await app.register(rostersRoutes);
  await app.register(notRegisteredRoutes);
  await app.register(academicRecordRoutes);
  await app.register(notificationsRoutes);
  await app.register(emailRoutes);
  await app.register(slipsRoutes);
  await app.register(metricsRoutes);
  await serveWeb(app, config.WEB_DIST ?? defaultWebDist);

  return {
    app,
    database: db,
    tokens,
    events: app.live,
    metrics: app.metrics,
    gate: app.gate,
    drain: () => app.drain(),
  };
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
