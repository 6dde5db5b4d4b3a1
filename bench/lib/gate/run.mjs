// The admission gate run (issue 25, `npm run bench -- --gate`): S students arrive around the
// opening of a gated period and wait in the queue the way the browser does (students.mjs; a few
// Socket.IO clients hear `gateProgress` for all of them, listeners.mjs), and each admitted student
// makes a short registration burst with the admission header. bench/scenarios/gate.mjs starts the
// server(s); this module sets the gate through the registrar's API, drives the students, and
// returns what they saw for summary.mjs to judge. See docs/benchmarks.md, "Issue 25".
import { createClient } from '../http-client.mjs';
import { wallNow } from '../stats.mjs';
import { arrivalSchedule } from './arrivals.mjs';
import { connectListeners } from './listeners.mjs';
import { fromOpening, newObservations } from './observations.mjs';
import { memoryOf } from './server-memory.mjs';
import { slots } from './slots.mjs';
import { studentDriver } from './students.mjs';

/** Without a `gateProgress` for this long (the server's heartbeat is 5 s), students poll. */
const SILENCE_MS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the gate: sets it on for the current period (opening `leadMs` from now), lets the students
 * arrive, wait and register, and stops at `deadlineMs` after the opening whatever happened.
 * `students` are the rush's ledger objects (`{ id, token, held, uncertain }`); the module adds its
 * own fields. Returns everything observed, for `summariseGate`.
 */
export async function runGate({
  port,
  servers,
  metricsToken,
  adminToken,
  periodId,
  students,
  catalogue,
  ratePerMinute,
  earlyShare,
  earlyMs,
  arrivalMs,
  thinkMs,
  listeners: listenerCount,
  maxInFlight,
  hotShare,
  removeShare,
  spreadMs,
  leadMs,
  deadlineMs,
}) {
  const state = newObservations();
  const rel = (at) => fromOpening(state, at);
  const client = createClient('raw', port, maxInFlight, 10_000);
  const inFlight = slots(maxInFlight);
  const driver = studentDriver({
    state,
    client,
    inFlight,
    catalogue,
    thinkMs,
    hotShare,
    removeShare,
    spreadMs,
  });
  const listeners = await connectListeners({
    port,
    students,
    count: listenerCount,
    state,
    driver,
  });

  // The registrar opens the gate.
  const memoryNow = () => memoryOf(servers, metricsToken);
  const idleMemory = await memoryNow();
  state.openAt = Math.ceil((wallNow() + leadMs) / 1000) * 1000;
  const { openAt } = state;
  const opensAt = new Date(openAt).toISOString();
  const put = await client.send(
    'PUT',
    `/api/admin/periods/${periodId}/gate`,
    adminToken,
    JSON.stringify({ enabled: true, opensAt, ratePerMinute, paused: false }),
  );
  if (put.status !== 200)
    throw new Error(`setting the gate: HTTP ${put.status} ${put.body.toString('utf8')}`);
  const settings = JSON.parse(put.body.toString('utf8'));
  if (!settings.available) throw new Error('the server runs without GATE=on');
  const deadline = openAt + deadlineMs;

  const { heard } = state;
  const sampler = setInterval(async () => {
    const waiting = heard.progress
      ? heard.progress.opened
        ? heard.progress.issued - heard.progress.admittedThrough
        : heard.progress.prequeued
      : 0;
    const sample = { t: rel(wallNow()), waiting, ...(await memoryNow()) };
    state.memory.push(sample);
  }, 1000);

  // Students who hear nothing for SILENCE_MS (the heartbeat is 5 s) join every SILENCE_MS, as the
  // browser does; at most 500 a second here.
  const watchdog = setInterval(() => {
    const now = wallNow();
    if (now - Math.max(heard.at, openAt - leadMs) < SILENCE_MS) return;
    let budget = 500;
    for (const student of students) {
      if (budget === 0) break;
      if (student.state !== 'waiting' && student.state !== 'prequeued') continue;
      if (student.inFlight || student.timer || now - student.lastJoinAt < SILENCE_MS) continue;
      budget -= 1;
      state.fallbackJoins += 1;
      driver.join(student);
    }
  }, 1000);

  for (const student of students) {
    Object.assign(student, {
      state: 'coming',
      ticket: null,
      prequeued: undefined,
      joins: 0,
      inFlight: false,
      timer: null,
      admission: null,
    });
  }
  const schedule = arrivalSchedule(students.length, { earlyShare, earlyMs, arrivalMs });
  const started = wallNow();
  for (const { index, at } of schedule) {
    const wait = openAt + at - wallNow();
    if (wait > 1) await sleep(wait);
    const student = students[index];
    student.scheduledAt = at;
    driver.join(student);
  }
  while (state.finished < students.length && wallNow() < deadline) await sleep(200);
  state.ended = true;
  for (const student of students) clearTimeout(student.timer);
  clearInterval(sampler);
  clearInterval(watchdog);
  const endedAt = wallNow();
  // Let the replies already on their way come in (the client's timeout is 10 s).
  const drainUntil = wallNow() + 3000;
  while (wallNow() < drainUntil && students.some((s) => s.inFlight)) await sleep(100);
  const finalMemory = await memoryNow();
  for (const listener of listeners) listener.socket.close();
  client.close();

  return {
    openAt,
    opensAt,
    ratePerMinute,
    startedAt: rel(started),
    endedAt: rel(endedAt),
    timedOut: state.finished < students.length,
    students,
    joinSamples: state.joinSamples,
    burstSamples: state.burstSamples,
    generatorWaits: state.generatorWaits,
    waitingLog: state.waitingLog,
    progressLog: state.progressLog,
    reachedAt: state.reachedAt,
    heardOpenedAt: heard.openedAt ? rel(heard.openedAt) : NaN,
    memory: state.memory,
    idleMemory,
    finalMemory,
    errors: state.errors,
    refusals: state.refusals,
    anomalies: state.anomalies,
    renewals: state.renewals,
    fallbackJoins: state.fallbackJoins,
    listeners: listeners.map(({ events, maxGapMs, disconnects }) => ({
      events,
      maxGapMs,
      disconnects,
    })),
    maxQueued: inFlight.maxQueued,
  };
}
