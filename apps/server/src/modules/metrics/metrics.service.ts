import { hostname } from 'node:os';
import {
  LIVE_FIGURES_MINUTES,
  SEAT_CHANGE_OUTCOMES,
  type LiveFigures,
  type SeatChangeOutcome,
} from '@daftar/contract';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { outboxStatus } from '../email/email.service';
import { MinuteCounts } from './minute-counts';
import * as repo from './metrics.repository';
import { RecentDurations } from './recent-durations';

/** OpenTelemetry's advised buckets for `http.server.request.duration`, in seconds. */
export const HTTP_DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

const P95_WINDOW_MS = 5 * 60_000;
const REGISTRATION_ROUTES = '/api/registration/';
const RECENT_REPLIES = 4096;
const FULLEST_SUBJECTS = 8;
const BACKLOG_ADVISORS = 10;

/** What the app counts, for Prometheus (`/metrics`) and the registrar's dashboard. */
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The app's figures in a registry of its own (each test app counts apart), labelled with the
 * process that counted them; the figures kept in the database are read when scraped.
 */
export function createMetrics(
  database: Database,
  options: { processName?: string; emailEnabled: boolean },
) {
  const processName = options.processName ?? `${hostname()}:${process.pid}`;
  const registry = new Registry();
  const now = () => new Date();

  const requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request arriving to its reply sent, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  const seatChanges = new Counter({
    name: 'daftar_seat_changes_total',
    help: "Seat changes (students' adds, moves and drops; reviewers' rejections and re-approvals) by outcome: a seat taken or given back, or the rule that refused it",
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome is shown from the start, so a rate over a refusal that never happened is 0.
  for (const outcome of SEAT_CHANGE_OUTCOMES) seatChanges.inc({ outcome }, 0);
  const promotions = counter(
    registry,
    'daftar_waitlist_promotions_total',
    'Seats given to waiting students',
  );
  const skips = counter(
    registry,
    'daftar_waitlist_skips_total',
    'Times a freed seat passed a waiting student by for a rule',
  );
  const sockets = new Gauge({
    name: 'daftar_live_sockets',
    help: 'Live sockets (browser tabs) connected to this process',
    registers: [registry],
  });
  const eventsDelivered = new Counter({
    name: 'daftar_live_events_delivered_total',
    help: 'Live events written to sockets, by event name',
    labelNames: ['event'],
    registers: [registry],
  });
  const loginFailures = counter(
    registry,
    'daftar_login_failures_total',
    'Sign-ins refused for a wrong username or password',
  );
  const loginThrottled = counter(
    registry,
    'daftar_login_throttled_total',
    'Sign-ins refused because the account or address must wait after failures',
  );
  const rateLimited = new Counter({
    name: 'daftar_rate_limited_requests_total',
    help: 'Requests refused with 429 by a per-address limit, by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  collectFromDatabase(registry, database, options.emailEnabled);

  const recentReplies = new RecentDurations(RECENT_REPLIES);
  const recentRegistrationReplies = new RecentDurations(RECENT_REPLIES);
  const seatChangesByMinute = new MinuteCounts<SeatChangeOutcome>(LIVE_FIGURES_MINUTES);

  return {
    processName,
    /** This process's p95 reply time (seconds) since a moment; null when nothing was answered. */
    replyTimeP95: (sinceMs: number) => recentReplies.quantile(0.95, sinceMs),
    /**
     * The p95 of the registration page's own requests (what admitted students wait for), without
     * the queue's joins or scrapes: the admission gate steers by it.
     */
    registrationReplyTimeP95: (sinceMs: number) =>
      recentRegistrationReplies.quantile(0.95, sinceMs),
    /** Process-wide figures (event-loop lag, memory, CPU) with the app's own, as Prometheus text. */
    async exposition(): Promise<{ contentType: string; text: string }> {
      const merged = Registry.merge([processRegistry(), registry]);
      // Labels are added as a registry writes its figures out: the merged one needs them too.
      merged.setDefaultLabels({ process: processName });
      return { contentType: registry.contentType, text: await merged.metrics() };
    },
    requestFinished(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: statusCode }, seconds);
      recentReplies.add(seconds, Date.now());
      if (route.startsWith(REGISTRATION_ROUTES)) recentRegistrationReplies.add(seconds, Date.now());
    },
    seatChanged(outcome: SeatChangeOutcome, count = 1) {
      seatChanges.inc({ outcome }, count);
      seatChangesByMinute.add(outcome, count, now());
    },
    waitlistMoved(promoted: number, skipped: number) {
      if (promoted > 0) promotions.inc(promoted);
      if (skipped > 0) skips.inc(skipped);
    },
    socketConnected: () => sockets.inc(),
    socketDisconnected: () => sockets.dec(),
    eventDelivered: (event: string) => eventsDelivered.inc({ event }),
    loginFailed: () => loginFailures.inc(),
    loginThrottled: () => loginThrottled.inc(),
    rateLimited: (route: string) => rateLimited.inc({ route }),
    /** The registrar's dashboard: this process's counts and the database's queues. */
    async liveFigures(at = now()): Promise<LiveFigures> {
      const since = new Date(at.getTime() - (LIVE_FIGURES_MINUTES - 1) * 60_000);
      since.setUTCSeconds(0, 0);
      const [submitted, fullest, backlog, connected] = await Promise.all([
        repo.submissionsByMinute(database.db, since.toISOString()),
        repo.fullestSubjects(database.db, FULLEST_SUBJECTS),
        repo.reviewBacklog(database.db, BACKLOG_ADVISORS),
        sockets.get(),
      ]);
      const byMinute = new Map(submitted.map((row) => [row.minute, Number(row.count)]));
      return {
        at: at.toISOString(),
        process: processName,
        submissionsPerMinute: Array.from(
          { length: LIVE_FIGURES_MINUTES },
          (_, i) =>
            byMinute.get(new Date(since.getTime() + i * 60_000).toISOString().slice(0, 16)) ?? 0,
        ),
        seatChanges: SEAT_CHANGE_OUTCOMES.map((outcome) => {
          const perMinute = seatChangesByMinute.series(outcome, at);
          return { outcome, perMinute, lastMinutes: perMinute.reduce((a, b) => a + b, 0) };
        }),
        fullestSubjects: fullest.map((row) => ({
          subjectId: row.subjectId,
          code: row.code,
          name: row.name,
          nameMs: row.name_ms,
          registered: Number(row.registered),
          capacity: Number(row.capacity),
          waiting: Number(row.waiting),
        })),
        reviewBacklog: backlog.map((row) => ({
          advisorId: row.advisorId,
          advisorName: row.advisorName,
          waiting: Number(row.waiting),
          oldestSeconds: secondsSince(row.oldestSubmittedAt, at),
        })),
        connectedBrowsers: connected.values[0]?.value ?? 0,
        replyTimeP95Seconds: recentReplies.quantile(0.95, at.getTime() - P95_WINDOW_MS),
      };
    },
  };
}

const counter = (registry: Registry, name: string, help: string) =>
  new Counter({ name, help, registers: [registry] });

const secondsSince = (stamp: string | null, at: Date) =>
  stamp === null ? 0 : Math.max(0, Math.floor((at.getTime() - Date.parse(stamp)) / 1000));

/**
 * The figures that live in the database, read when Prometheus scrapes rather than kept up to date
 * on every change: they are the same whichever process is asked, and a scrape every 15 s costs a
 * few small queries. The pool's figures are this process's own, on PostgreSQL only.
 */
function collectFromDatabase(registry: Registry, database: Database, emailEnabled: boolean) {
  const { db } = database;
  // The registry collects every metric at once: the three registration gauges share one read.
  let reading: Promise<void> | undefined;
  const readRegistrations = () =>
    (reading ??= repo
      .registrationCounts(db)
      .then((row) => {
        submitted.set(Number(row.submitted));
        awaiting.set(Number(row.awaitingReview));
        oldest.set(secondsSince(row.oldestSubmittedAt, new Date()));
      })
      .finally(() => {
        reading = undefined;
      }));
  const gauge = (name: string, help: string, collect: () => unknown, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry], collect: collect as () => void });
  const submitted = gauge(
    'daftar_registrations_submitted',
    'Registrations of the current period submitted for review at least once',
    readRegistrations,
  );
  const awaiting = gauge(
    'daftar_registrations_awaiting_review',
    'Registrations submitted and not yet decided, in any period',
    readRegistrations,
  );
  const oldest = gauge(
    'daftar_registrations_oldest_awaiting_review_seconds',
    'How long the registration waiting longest for review has waited (0 when none waits)',
    readRegistrations,
  );

  let outbox: Promise<void> | undefined;
  const readOutbox = () =>
    (outbox ??= outboxStatus(db, emailEnabled)
      .then((status) => {
        for (const state of ['pending', 'due', 'retrying', 'failed'] as const) {
          outboxMessages.set({ state }, status[state]);
        }
        oldestDue.set(status.oldestDueSeconds ?? 0);
      })
      .finally(() => {
        outbox = undefined;
      }));
  const outboxMessages = gauge(
    'daftar_email_outbox_messages',
    'Email in the outbox by state: pending (not sent yet), due (its time has come), retrying, failed',
    readOutbox,
    ['state'],
  );
  const oldestDue = gauge(
    'daftar_email_outbox_oldest_due_seconds',
    'How long the oldest due email has waited to be sent (0 when none is due)',
    readOutbox,
  );

  if (!database.poolUsage()) return;
  const poolFigure = (name: string, help: string, figure: 'open' | 'inUse' | 'waiting') => {
    const poolGauge: Gauge = gauge(name, help, () => poolGauge.set(database.poolUsage()![figure]));
  };
  poolFigure(
    'daftar_db_pool_connections_open',
    'PostgreSQL connections open in this process',
    'open',
  );
  poolFigure(
    'daftar_db_pool_connections_in_use',
    'PostgreSQL connections checked out by a query or transaction',
    'inUse',
  );
  poolFigure(
    'daftar_db_pool_waiting_requests',
    'Queries waiting for a PostgreSQL connection because every one is in use',
    'waiting',
  );
}

/**
 * Figures of the whole Node.js process (event-loop lag, memory, CPU, garbage collection), made
 * once: they are the same for every app a process builds, and each set of them starts monitors
 * that are never stopped.
 */
let processFigures: Registry | undefined;
function processRegistry(): Registry {
  if (!processFigures) {
    processFigures = new Registry();
    collectDefaultMetrics({ register: processFigures });
    // Gauges named like counters, which `promtool check metrics` rejects; each is the sum of the
    // gauge of the same name without `_total` (nodejs_active_handles by type, ...), kept.
    for (const name of [
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
    ]) {
      processFigures.removeSingleMetric(name);
    }
  }
  return processFigures;
}
