import { performance } from 'node:perf_hooks';
import {
  ADMISSION_HEADER,
  ADMISSION_IDLE_MS,
  type Admission,
  type AdminGate,
  type GateProgress,
  type GateSettings,
  type GateStatus,
  type UpdateGateSettingsBody,
} from '@daftar/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { RedisConnections } from '../../lib/redis-connections';
import { currentUser } from '../../plugins/auth';
import { createAdmissionSigner, type AdmissionClaims } from './gate.admission';
import { AUTO_RATE, nextAutoRate } from './gate.auto-rate';
import { createGateRehearsals } from './gate.rehearsal';
import { openQueue } from './gate.opening';
import * as repo from './gate.repository';
import { redisGateStore } from './gate.redis-store';
import { gateRow, settingsOf, updateGateSettings } from './gate.settings';
import { memoryGateStore, type GateStore, type QueueState } from './gate.store';

/** An admission older than this is renewed by the next action (a write per student per minute). */
const RENEW_AFTER_MS = 60_000;
/** Even when nothing changed, browsers hear where the queue stands this often. */
const PROGRESS_HEARTBEAT_MS = 5_000;

export interface GateOptions {
  config: Config;
  database: Database;
  store: GateStore;
  secret: string;
  /** The p95 time (seconds) of this process's registration replies since a moment. */
  replyTimeP95(sinceMs: number): number | null;
  /** Sends where the queue stands to this process's browsers. */
  publish(progress: GateProgress): void;
  clock?: () => number;
}

interface CurrentGate {
  settings: GateSettings;
  queue: string;
}

export type AdmissionGate = ReturnType<typeof createAdmissionGate>;

/** The queue shared through Redis when the processes share one, else this process's own. */
export async function openGateStore(redis: RedisConnections | undefined): Promise<GateStore> {
  return redis ? redisGateStore(redis) : memoryGateStore();
}

/**
 * The admission gate (issue 25): who may use the registration page now, the queue of everyone
 * else, and the count that admits them. Settings are read from the database at most once a
 * second per process, so checking an admission costs no query.
 */
export function createAdmissionGate(options: GateOptions) {
  const { config, database, store } = options;
  const { db } = database;
  const clock = options.clock ?? Date.now;
  const signer = createAdmissionSigner(options.secret);
  let current: CurrentGate | null = null;
  let lastPublished: { key: string; atMs: number } | null = null;

  async function refresh(): Promise<CurrentGate | null> {
    const row = await repo.findCurrentGate(db);
    current =
      config.GATE === 'on' && row?.queue_key && row.enabled === 1
        ? {
            settings: settingsOf(row.periodId, {
              enabled: row.enabled,
              opens_at: row.opens_at!,
              rate_per_minute: row.rate_per_minute,
              paused: row.paused!,
            }),
            queue: row.queue_key,
          }
        : null;
    return current;
  }

  /** Queues this process has seen opened: a queue never closes, so they need no more reading. */
  const openedQueues = new Set<string>();

  async function openIfDue(gate: CurrentGate, nowMs: number): Promise<void> {
    if (openedQueues.has(gate.queue) || nowMs < Date.parse(gate.settings.opensAt)) return;
    if (!(await store.state(gate.queue)).opened) await openQueue(store, gate.queue);
    openedQueues.add(gate.queue);
  }

  async function rateOf(gate: CurrentGate): Promise<number> {
    return gate.settings.ratePerMinute ?? (await store.autoRate(gate.queue)) ?? AUTO_RATE.start;
  }

  async function progressOf(gate: CurrentGate, state: QueueState): Promise<GateProgress> {
    return {
      periodId: gate.settings.periodId,
      opensAt: gate.settings.opensAt,
      opened: state.opened,
      prequeued: state.prequeued,
      issued: state.issued,
      admittedThrough: state.admittedThrough,
      ratePerMinute: await rateOf(gate),
      automatic: gate.settings.ratePerMinute === null,
      paused: gate.settings.paused,
    };
  }

  function admissionFor(userId: number, gate: CurrentGate, expiresAtMs: number): Admission {
    const claims = { userId, periodId: gate.settings.periodId, expiresAtMs, queue: gate.queue };
    return { admission: signer.sign(claims), expiresAt: new Date(expiresAtMs).toISOString() };
  }

  /** The admission a request carries, checked against the student and the gate. */
  function validAdmission(header: unknown, userId: number, gate: CurrentGate, nowMs: number) {
    const claims = typeof header === 'string' ? signer.read(header) : null;
    if (!claims || claims.userId !== userId || claims.periodId !== gate.settings.periodId) {
      throw new AppError(403, 'ADMISSION_REQUIRED');
    }
    // Turning the gate off and on started a new queue: a turn in the old one is no turn in it.
    if (claims.queue !== gate.queue) {
      throw new AppError(403, 'ADMISSION_REQUIRED', { context: 'superseded' });
    }
    if (claims.expiresAtMs <= nowMs) {
      throw new AppError(403, 'ADMISSION_REQUIRED', { context: 'expired' });
    }
    return claims;
  }

  async function renewed(claims: AdmissionClaims, gate: CurrentGate, nowMs: number) {
    const expiresAtMs = nowMs + ADMISSION_IDLE_MS;
    await store.extend(gate.queue, claims.userId, expiresAtMs);
    return admissionFor(claims.userId, gate, expiresAtMs);
  }

  /** The automatic rate follows the reply times admitted students get and the process's load. */
  let loopBefore = performance.eventLoopUtilization();
  async function steerAutoRate(gate: CurrentGate, state: QueueState, nowMs: number) {
    const loopNow = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(loopNow, loopBefore).utilization;
    loopBefore = loopNow;
    const rate = await rateOf(gate);
    const next = nextAutoRate({
      rate,
      p95: options.replyTimeP95(nowMs - AUTO_RATE.windowMs),
      busy,
      waiting: state.issued - state.admittedThrough,
    });
    if (next !== rate) await store.setAutoRate(gate.queue, next);
  }

  const gate = {
    /** The gate now: null when registration needs no admission. */
    refresh,

    /** Places the student in the queue, or admits them when their turn has come. */
    async join(userId: number): Promise<GateStatus> {
      // The settings as last read (each tick, and at once when the registrar changes them).
      const live = current;
      if (!live) return { state: 'open' };
      const nowMs = clock();
      await openIfDue(live, nowMs);
      const outcome = await store.join(live.queue, userId, nowMs, ADMISSION_IDLE_MS);
      if (outcome.kind === 'admitted') {
        return { state: 'admitted', ...admissionFor(userId, live, outcome.expiresAtMs) };
      }
      return {
        state: 'waiting',
        ticket: outcome.kind === 'waiting' ? outcome.ticket : null,
        progress: await progressOf(live, await store.state(live.queue)),
      };
    },

    /** A fresh 15 minutes for an admission that has not lapsed (the warning's "stay"). */
    async extend(userId: number, header: unknown): Promise<Admission> {
      const live = current;
      if (!live) throw notFound('gate');
      const nowMs = clock();
      return renewed(validAdmission(header, userId, live, nowMs), live, nowMs);
    },

    /**
     * Guards the registration writes while the gate is on: 403 ADMISSION_REQUIRED without an
     * unlapsed admission of this student's. Every action extends it; one older than a minute is
     * renewed in the reply's header.
     */
    requireAdmission: (async (request, reply) => {
      const live = current;
      if (!live) return;
      const nowMs = clock();
      const userId = currentUser(request).id;
      const claims = validAdmission(request.headers[ADMISSION_HEADER], userId, live, nowMs);
      if (claims.expiresAtMs - nowMs < ADMISSION_IDLE_MS - RENEW_AFTER_MS) {
        // The signed admission is proof enough for this action; while the queue's store is away
        // it is not renewed, and the next action after its return renews it.
        const renewal = await renewed(claims, live, nowMs).catch(unlessGateUnavailable);
        if (renewal) reply.header(ADMISSION_HEADER, renewal.admission);
      }
    }) satisfies preHandlerAsyncHookHandler,

    /**
     * Once a second in every process: reads the settings, opens the queue when its time comes,
     * admits at the rate, steers the automatic rate and tells this process's browsers.
     */
    async tick(): Promise<GateProgress | null> {
      const live = await refresh();
      if (!live) return null;
      const nowMs = clock();
      await openIfDue(live, nowMs);
      const state = await store.advance(
        live.queue,
        nowMs,
        await rateOf(live),
        live.settings.paused,
      );
      if (live.settings.ratePerMinute === null && state.opened && !live.settings.paused) {
        await steerAutoRate(live, state, nowMs);
      }
      const progress = await progressOf(live, state);
      const key = JSON.stringify(progress);
      if (key !== lastPublished?.key || nowMs - lastPublished.atMs >= PROGRESS_HEARTBEAT_MS) {
        lastPublished = { key, atMs: nowMs };
        options.publish(progress);
      }
      return progress;
    },

    /** A period's gate as the registrar sees it. */
    async adminGate(periodId: number): Promise<AdminGate> {
      const row = await gateRow(db, periodId);
      const live = current?.settings.periodId === periodId ? current : null;
      const nowMs = clock();
      return {
        available: config.GATE === 'on',
        settings: settingsOf(periodId, row),
        progress: live ? await progressOf(live, await store.state(live.queue)) : null,
        activeAdmissions: live ? await store.activeAdmissions(live.queue, nowMs) : 0,
      };
    },

    /** Registrars' rehearsals: test queues of their own, apart from this one (issue 42). */
    rehearsals: createGateRehearsals(db, store, clock),

    /** Changes a period's gate, with its line in the registrar's trail. */
    async updateSettings(actorId: number, periodId: number, body: UpdateGateSettingsBody) {
      await updateGateSettings(database, store, clock, actorId, periodId, body);
      await refresh();
      return gate.adminGate(periodId);
    },
  };
  return gate;
}

/** Undefined for the gate's store being away (GATE_UNAVAILABLE); any other error is thrown. */
export function unlessGateUnavailable(error: unknown): undefined {
  if (error instanceof AppError && error.code === 'GATE_UNAVAILABLE') return undefined;
  throw error;
}
