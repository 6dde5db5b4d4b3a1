// The admission gate run (issue 25, `npm run bench -- --gate`): S students arrive around the
// opening of a gated period and wait in the queue the way the browser does (a few Socket.IO
// clients hear `gateProgress` for all of them; a student joins again when the queue reaches their
// ticket), and each admitted student makes a short registration burst with the admission header.
// bench/run.mjs starts the server(s); this module sets the gate through the registrar's API, drives
// the students, and judges what they saw. See docs/benchmarks.md, "Issue 25". The waiting students
// follow the browser's rules (apps/web/src/features/gate/use-live-progress.ts): join again at a
// random moment within `spreadMs` of their turn (or of the opening, from the pre-queue), again
// 5 s later while still due, and every 20 s when the server has said nothing for that long.
import { io } from 'socket.io-client';
import { createClient } from './http-client.mjs';
import { fmt, percentiles, seededRandom, wallNow } from './stats.mjs';

const ADMISSION_HEADER = 'x-daftar-admission';
const RENEWED = /\r\nx-daftar-admission:\s*([^\r\n]+)/i;
const WINDOW_MS = 5000;
/** Without a `gateProgress` for this long (the server's heartbeat is 5 s), students poll. */
const SILENCE_MS = 20_000;
/** A student still due after joining asks again this long after (plus the spread). */
const RETRY_MS = 5000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** At most `max` requests in flight; the rest wait their turn in arrival order. */
function slots(max) {
  let free = max;
  const waiting = [];
  let maxQueued = 0;
  return {
    acquire() {
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      maxQueued = Math.max(maxQueued, waiting.length + 1);
      return new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
    get maxQueued() {
      return maxQueued;
    },
  };
}

/**
 * When each student comes, in milliseconds from the opening: `earlyShare` of them spread over the
 * `earlyMs` before it (the pre-queue), the rest over the `arrivalMs` after it. Which student comes
 * when is a seeded shuffle, so every run has the same schedule.
 */
export function arrivalSchedule(count, { earlyShare, earlyMs, arrivalMs, seed = 25 }) {
  const random = seededRandom(seed);
  const early = Math.round(count * earlyShare);
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order
    .map((index, i) => ({
      index,
      at: i < early ? -earlyMs + random() * earlyMs : random() * arrivalMs,
    }))
    .sort((a, b) => a.at - b.at);
}

/** Spearman's rank correlation of two equally long lists (ties get their average rank). */
export function spearman(xs, ys) {
  const n = xs.length;
  if (n < 3) return NaN;
  const ranks = (values) => {
    const order = values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
    const rank = new Float64Array(n);
    for (let i = 0; i < n;) {
      let j = i;
      while (j + 1 < n && order[j + 1][0] === order[i][0]) j += 1;
      for (let k = i; k <= j; k += 1) rank[order[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return rank;
  };
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (n - 1) / 2;
  let [num, da, db] = [0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    num += (a[i] - mean) * (b[i] - mean);
    da += (a[i] - mean) ** 2;
    db += (b[i] - mean) ** 2;
  }
  return num / Math.sqrt(da * db);
}

function errorCode(body) {
  try {
    return JSON.parse(body.toString('utf8')).code ?? 'UNKNOWN';
  } catch {
    return 'UNPARSABLE';
  }
}

function pickUnheld(list, held, random) {
  for (let tries = 0; tries < 8; tries += 1) {
    const id = list[Math.floor(random() * list.length)];
    if (!held.has(id)) return id;
  }
  return list.find((id) => !held.has(id));
}

/** The server's resident memory and V8 heap, from its `/metrics` (METRICS_TOKEN). */
async function serverMemory(port, token) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(2000),
    });
    const text = await response.text();
    const figure = (name) => {
      const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
      return match ? Number(match[1]) : NaN;
    };
    return {
      rss: figure('process_resident_memory_bytes'),
      heapUsed: figure('nodejs_heap_size_used_bytes'),
      heapTotal: figure('nodejs_heap_size_total_bytes'),
    };
  } catch {
    return { rss: NaN, heapUsed: NaN, heapTotal: NaN };
  }
}

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
  const jitter = seededRandom(2025);
  /** The browser's next join, at most one pending per student. */
  const joinLater = (student, delayMs) => {
    if (ended || student.timer) return;
    student.timer = setTimeout(() => {
      student.timer = null;
      join(student);
    }, delayMs);
  };
  const spread = () => jitter() * spreadMs;
  const client = createClient('raw', port, maxInFlight, 10_000);
  const inFlight = slots(maxInFlight);
  let ended = false;
  let openAt = NaN;
  const rel = (at) => at - openAt;

  // Everything observed.
  const joinSamples = []; // [t, ms]: when the reply came (from the opening) and how long it took
  const burstSamples = []; // the same, for the admitted students' registration requests
  const generatorWaits = []; // ms a request waited here for a free connection
  const waitingLog = []; // [sentAt, admittedThrough] of every `waiting` reply
  const progressLog = []; // [t, admittedThrough, issued, prequeued, rate] as the listeners heard it
  const memory = [];
  const errors = {};
  const refusals = {};
  const count = (bag, key) => (bag[key] = (bag[key] ?? 0) + 1);
  const anomalies = {
    duplicateTickets: 0,
    ticketChanges: 0,
    lostPlaces: 0,
    lateRefusals: 0,
    admissionRefused: 0,
    gateNotOn: 0,
    progressWentBack: 0,
  };
  let renewals = 0;
  let fallbackJoins = 0;
  let finished = 0;
  const byTicket = [];
  const reachedAt = []; // when the listeners first heard that a ticket was reached
  const prequeued = new Set();
  // What the listeners heard (what wakes students), and the most any reply or event said.
  const heard = { opened: false, admittedThrough: 0, at: 0, progress: null };
  const seen = { admittedThrough: 0, issued: 0 };
  let cursor = 0;

  async function send(kind, student, method, path, body, headers) {
    const queuedAt = wallNow();
    await inFlight.acquire();
    const sentAt = wallNow();
    let reply;
    let failure;
    try {
      reply = await client.send(method, path, student.token, body, headers);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      inFlight.release();
    }
    const doneAt = wallNow();
    (kind === 'join' ? joinSamples : burstSamples).push([rel(doneAt), doneAt - queuedAt]);
    generatorWaits.push(sentAt - queuedAt);
    return { reply, failure, sentAt, doneAt };
  }

  function finish(student, state) {
    if (student.state === 'done' || student.state === 'failed') return;
    student.state = state;
    student.finishedAt = wallNow();
    finished += 1;
  }

  async function join(student) {
    if (ended || student.inFlight || !['coming', 'prequeued', 'waiting'].includes(student.state))
      return;
    student.inFlight = true;
    student.joins += 1;
    student.lastJoinAt = wallNow();
    const knownBefore = seen.admittedThrough;
    const { reply, failure, sentAt, doneAt } = await send(
      'join',
      student,
      'POST',
      '/api/gate/join',
    );
    student.inFlight = false;
    student.firstSentAt ??= sentAt;
    if (failure !== undefined || reply.status !== 200) {
      count(errors, failure ?? `join HTTP ${reply.status} ${errorCode(reply.body)}`);
      joinLater(student, RETRY_MS + spread());
      return;
    }
    const status = JSON.parse(reply.body.toString('utf8'));
    if (status.state === 'open') {
      anomalies.gateNotOn += 1;
      finish(student, 'failed');
      return;
    }
    if (status.state === 'waiting') {
      const { progress, ticket } = status;
      waitingLog.push([sentAt, progress.admittedThrough]);
      seen.admittedThrough = Math.max(seen.admittedThrough, progress.admittedThrough);
      seen.issued = Math.max(seen.issued, progress.issued);
      if (ticket === null) {
        if (student.ticket !== null) anomalies.lostPlaces += 1;
        student.prequeued ??= true;
        student.state = 'prequeued';
        prequeued.add(student);
        // The opening was heard while this join was on its way: the browser joins again.
        if (heard.opened) joinLater(student, spread());
        return;
      }
      prequeued.delete(student);
      student.prequeued ??= false;
      if (student.ticket === null) {
        student.ticket = ticket;
        student.ticketAt = doneAt;
        if (byTicket[ticket] && byTicket[ticket] !== student) anomalies.duplicateTickets += 1;
        else byTicket[ticket] = student;
      } else if (ticket !== student.ticket) {
        anomalies.ticketChanges += 1;
      }
      // Refused although the queue had been heard to reach this ticket before the join was sent.
      if (ticket <= knownBefore) anomalies.lateRefusals += 1;
      student.state = 'waiting';
      // The browser's own reply, or the listeners, say the ticket is reached: join again (a
      // browser refused although due asks again after RETRY_MS).
      if (ticket <= Math.max(heard.admittedThrough, progress.admittedThrough))
        joinLater(student, (ticket <= knownBefore ? RETRY_MS : 0) + spread());
      return;
    }
    prequeued.delete(student);
    student.state = 'admitted';
    student.admittedSentAt = sentAt;
    student.admittedAt = doneAt;
    student.admission = status.admission;
    burst(student).catch((error) => {
      count(errors, `burst: ${error instanceof Error ? error.message : error}`);
      finish(student, 'failed');
    });
  }

  /** One registration action with the admission; keeps a renewed admission. */
  async function act(student, method, path, body, needsAdmission) {
    const headers = needsAdmission ? `${ADMISSION_HEADER}: ${student.admission}\r\n` : '';
    const result = await send('burst', student, method, path, body, headers);
    const { reply, failure } = result;
    if (reply) {
      const renewed = RENEWED.exec(reply.head ?? '');
      if (renewed) {
        student.admission = renewed[1].trim();
        renewals += 1;
      }
    }
    const what = `${method} ${path.replace(/\/\d+$/, '/:id')}`;
    if (failure !== undefined) {
      count(errors, `${what}: ${failure}`);
      if (method !== 'GET') student.uncertain = true;
    } else if (reply.status === 403 && errorCode(reply.body) === 'ADMISSION_REQUIRED') {
      anomalies.admissionRefused += 1;
    } else if (reply.status === 409 || reply.status === 404) {
      count(refusals, `${errorCode(reply.body)} (${what})`);
    } else if (reply.status >= 400) {
      count(errors, `${what}: HTTP ${reply.status} ${errorCode(reply.body)}`);
      if (reply.status >= 500) student.uncertain = true;
    }
    return result;
  }

  /** The registration page once admitted: read it, add 2-3 subjects, maybe drop one, submit. */
  async function burst(student) {
    const random = seededRandom(student.id * 7919);
    const think = () => sleep(thinkMs * (0.5 + random()));
    await act(student, 'GET', '/api/registration/status');
    await act(student, 'GET', '/api/registration/subjects');
    const adds = 2 + (random() < 0.5 ? 1 : 0);
    for (let i = 0; i < adds && !ended; i += 1) {
      await think();
      const hot = catalogue.hotSubjectIds.length > 0 && random() < hotShare;
      const subjectId =
        pickUnheld(
          hot ? catalogue.hotSubjectIds : catalogue.normalSubjectIds,
          student.held,
          random,
        ) ?? pickUnheld(catalogue.normalSubjectIds, student.held, random);
      const { reply } = await act(
        student,
        'POST',
        '/api/registration/subjects',
        `{"subjectId":${subjectId}}`,
        true,
      );
      if (reply?.status === 201) student.held.add(subjectId);
    }
    if (!ended && student.held.size > 0 && random() < removeShare) {
      await think();
      const held = [...student.held];
      const subjectId = held[Math.floor(random() * held.length)];
      const { reply } = await act(
        student,
        'DELETE',
        `/api/registration/subjects/${subjectId}`,
        undefined,
        true,
      );
      if (reply?.status === 204) student.held.delete(subjectId);
    }
    if (!ended) {
      await think();
      const { reply } = await act(student, 'POST', '/api/registration/submit', undefined, true);
      student.submitted = reply?.status === 200;
    }
    finish(student, ended ? 'failed' : 'done');
  }

  // --- the listeners: a few browsers' worth of sockets, heard on behalf of every student -------
  const listeners = [];
  function onProgress(listener, progress) {
    const now = wallNow();
    if (listener.lastAt) listener.maxGapMs = Math.max(listener.maxGapMs, now - listener.lastAt);
    listener.lastAt = now;
    listener.events += 1;
    if (progress.admittedThrough < listener.lastThrough) anomalies.progressWentBack += 1;
    listener.lastThrough = progress.admittedThrough;
    progressLog.push([
      rel(now),
      progress.admittedThrough,
      progress.issued,
      progress.prequeued,
      progress.ratePerMinute,
    ]);
    heard.at = now;
    heard.progress = progress;
    seen.admittedThrough = Math.max(seen.admittedThrough, progress.admittedThrough);
    seen.issued = Math.max(seen.issued, progress.issued);
    if (progress.opened && !heard.opened) {
      heard.opened = true;
      heard.openedAt = now;
      // Everyone in the pre-queue joins again to learn their place, as the browser does.
      for (const student of prequeued) joinLater(student, spread());
    }
    if (progress.admittedThrough > heard.admittedThrough) {
      heard.admittedThrough = progress.admittedThrough;
      for (let ticket = cursor + 1; ticket <= heard.admittedThrough; ticket += 1) {
        reachedAt[ticket] = now;
        const student = byTicket[ticket];
        if (student?.state === 'waiting') joinLater(student, spread());
      }
      cursor = heard.admittedThrough;
    }
  }

  await Promise.all(
    students.slice(0, listenerCount).map(
      (student, n) =>
        new Promise((resolve, reject) => {
          const listener = { events: 0, lastAt: 0, maxGapMs: 0, lastThrough: 0, disconnects: 0 };
          const socket = io(`http://127.0.0.1:${port}`, {
            transports: ['websocket'],
            auth: { token: student.token },
            forceNew: true,
            timeout: 20_000,
          });
          listener.socket = socket;
          socket.on('gateProgress', (progress) => onProgress(listener, progress));
          socket.on('disconnect', () => {
            if (!ended) listener.disconnects += 1;
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) =>
            reject(new Error(`listener ${n}: ${error.message}`)),
          );
          listeners.push(listener);
        }),
    ),
  );

  // --- the registrar opens the gate ------------------------------------------------------------
  const memoryNow = async () => {
    const figures = await Promise.all(servers.map((s) => serverMemory(s.port, metricsToken)));
    return {
      rss: figures.reduce((sum, f) => sum + f.rss, 0),
      heapUsed: figures.reduce((sum, f) => sum + f.heapUsed, 0),
      heapTotal: figures.reduce((sum, f) => sum + f.heapTotal, 0),
    };
  };
  const idleMemory = await memoryNow();
  openAt = Math.ceil((wallNow() + leadMs) / 1000) * 1000;
  const opensAt = new Date(openAt).toISOString();
  const admin = { token: adminToken };
  const put = await client.send(
    'PUT',
    `/api/admin/periods/${periodId}/gate`,
    admin.token,
    JSON.stringify({ enabled: true, opensAt, ratePerMinute, paused: false }),
  );
  if (put.status !== 200)
    throw new Error(`setting the gate: HTTP ${put.status} ${put.body.toString('utf8')}`);
  const settings = JSON.parse(put.body.toString('utf8'));
  if (!settings.available) throw new Error('the server runs without GATE=on');
  const deadline = openAt + deadlineMs;

  const sampler = setInterval(async () => {
    const waiting = heard.progress
      ? heard.progress.opened
        ? heard.progress.issued - heard.progress.admittedThrough
        : heard.progress.prequeued
      : 0;
    const sample = { t: rel(wallNow()), waiting, ...(await memoryNow()) };
    memory.push(sample);
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
      fallbackJoins += 1;
      join(student);
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
    join(student);
  }
  while (finished < students.length && wallNow() < deadline) await sleep(200);
  ended = true;
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
    timedOut: finished < students.length,
    students,
    joinSamples,
    burstSamples,
    generatorWaits,
    waitingLog,
    progressLog,
    reachedAt,
    heardOpenedAt: heard.openedAt ? rel(heard.openedAt) : NaN,
    memory,
    idleMemory,
    finalMemory,
    errors,
    refusals,
    anomalies,
    renewals,
    fallbackJoins,
    listeners: listeners.map(({ events, maxGapMs, disconnects }) => ({
      events,
      maxGapMs,
      disconnects,
    })),
    maxQueued: inFlight.maxQueued,
  };
}

/** The figures and the checks, from what `runGate` observed. */
export function summariseGate(raw) {
  const { students, openAt } = raw;
  const rel = (at) => at - openAt;
  const joined = students.filter((s) => s.joins > 0);
  const withTicket = joined.filter((s) => s.ticket !== null);
  const admitted = joined.filter((s) => s.admittedAt !== undefined);
  const pre = withTicket.filter((s) => s.prequeued === true);
  const post = withTicket.filter((s) => s.prequeued === false);

  // Every `waiting` reply to a join sent after an admission's reply came must count that ticket
  // as admitted: otherwise someone was let in ahead of the queue.
  const log = [...raw.waitingLog].sort((a, b) => a[0] - b[0]);
  const suffixMin = new Float64Array(log.length + 1).fill(Infinity);
  for (let i = log.length - 1; i >= 0; i -= 1) suffixMin[i] = Math.min(suffixMin[i + 1], log[i][1]);
  let admittedAhead = 0;
  for (const s of admitted) {
    let [lo, hi] = [0, log.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (log[mid][0] > s.admittedAt) hi = mid;
      else lo = mid + 1;
    }
    if (suffixMin[lo] < s.ticket) admittedAhead += 1;
  }
  const tickets = withTicket.map((s) => s.ticket);
  const lastIssued = raw.progressLog.reduce((max, p) => Math.max(max, p[2]), 0);
  const maxTicket = tickets.reduce((max, t) => Math.max(max, t), 0);
  // A pre-queue student whose place the queue reached before their first join after the opening
  // came in is admitted by that join and never sees the ticket the opening gave them. Those
  // tickets are the ones nobody was seen holding, and must all be pre-queue places.
  const unseen = admitted.filter((s) => s.ticket === null);
  const unseenPrequeue = unseen.filter((s) => s.prequeued === true);
  const prequeueSize = joined.filter((s) => s.prequeued === true).length;
  const held = new Set(tickets);
  let missing = 0;
  let missingOutsidePrequeue = 0;
  for (let t = 1; t <= Math.max(lastIssued, maxTicket); t += 1) {
    if (held.has(t)) continue;
    missing += 1;
    if (t > prequeueSize) missingOutsidePrequeue += 1;
  }
  const preMax = pre.reduce((max, s) => Math.max(max, s.ticket), 0);
  const postMin = post.reduce((min, s) => Math.min(min, s.ticket), Infinity);

  const invariants = {
    joined: joined.length,
    admitted: admitted.length,
    notAdmitted: joined.length - admitted.length,
    duplicateTickets: raw.anomalies.duplicateTickets,
    // Tickets beyond one each: a student given a second place lost the first.
    extraTickets: Math.abs(missing - unseenPrequeue.length) + missingOutsidePrequeue,
    ticketChanges: raw.anomalies.ticketChanges,
    lostPlaces: raw.anomalies.lostPlaces,
    lateRefusals: raw.anomalies.lateRefusals,
    admittedAhead,
    admittedWithoutTicket: unseen.length - unseenPrequeue.length,
    progressWentBack: raw.anomalies.progressWentBack,
    prequeueAfterOthers: pre.length > 0 && post.length > 0 && preMax > postMin ? 1 : 0,
    admissionRefused: raw.anomalies.admissionRefused,
    gateNotOn: raw.anomalies.gateNotOn,
  };
  invariants.ok =
    invariants.notAdmitted === 0 &&
    Object.entries(invariants).every(
      ([key, value]) => ['joined', 'admitted', 'notAdmitted'].includes(key) || value === 0,
    );

  // Fairness: arrival order (the first join's sending) against the place given.
  const order = {
    postOpening: post.length,
    prequeue: pre.length,
    postRho: spearman(
      post.map((s) => s.firstSentAt),
      post.map((s) => s.ticket),
    ),
    postRhoAdmittedAt: spearman(
      post.filter((s) => s.admittedAt).map((s) => s.firstSentAt),
      post.filter((s) => s.admittedAt).map((s) => s.admittedAt),
    ),
    prequeueRho: spearman(
      pre.map((s) => s.firstSentAt),
      pre.map((s) => s.ticket),
    ),
    prequeueTickets: pre.length ? [1, preMax] : null,
    prequeueAdmittedAtFirstJoin: unseenPrequeue.length,
  };

  // Reply times per 5 s window from the opening.
  const windows = new Map();
  const bucket = (t) => {
    const start = Math.floor(t / WINDOW_MS) * WINDOW_MS;
    if (!windows.has(start)) windows.set(start, { start, burst: [], join: [], admitted: 0 });
    return windows.get(start);
  };
  for (const [t, ms] of raw.burstSamples) bucket(t).burst.push(ms);
  for (const [t, ms] of raw.joinSamples) bucket(t).join.push(ms);
  for (const s of admitted) bucket(rel(s.admittedAt)).admitted += 1;
  const waitingAt = (t) => {
    let waiting = 0;
    for (const m of raw.memory) if (m.t <= t) waiting = m.waiting;
    return waiting;
  };
  const rateAt = (t) => {
    let rate = NaN;
    for (const p of raw.progressLog) if (p[0] <= t) rate = p[4];
    return rate;
  };
  const heardRates = raw.progressLog.filter((p) => p[0] >= 0).map((p) => p[4]);
  const rows = [...windows.values()]
    .sort((a, b) => a.start - b.start)
    .map((w) => ({
      start: w.start / 1000,
      burst: percentiles(w.burst),
      join: percentiles(w.join),
      admitted: w.admitted,
      waiting: waitingAt(w.start + WINDOW_MS),
      rate: rateAt(w.start + WINDOW_MS),
    }));
  const burstWindows = rows.filter((r) => r.burst.count > 0);
  const worst = burstWindows.reduce((a, b) => (b.burst.p95 > (a?.burst.p95 ?? -1) ? b : a), null);

  // The rate the queue moved at, from the listeners: first admission to the last.
  const moving = raw.progressLog.filter((p) => p[1] > 0);
  const first = moving[0];
  const last = moving.find((p) => p[1] >= (moving.at(-1)?.[1] ?? 0));
  const measuredRate =
    first && last && last[0] > first[0]
      ? ((last[1] - first[1]) * 60_000) / (last[0] - first[0])
      : NaN;

  const peak = raw.memory.reduce((a, b) => (b.waiting > (a?.waiting ?? -1) ? b : a), null);
  const maxOf = (key) => raw.memory.reduce((max, m) => Math.max(max, m[key] || 0), 0);
  const lag = admitted
    .filter((s) => raw.reachedAt[s.ticket] !== undefined)
    .map((s) => s.admittedAt - raw.reachedAt[s.ticket]);
  const done = students.filter((s) => s.state === 'done');
  return {
    students: students.length,
    ratePerMinute: raw.ratePerMinute,
    measuredRatePerMinute: measuredRate,
    rateRange: heardRates.length ? [Math.min(...heardRates), Math.max(...heardRates)] : null,
    opensAt: raw.opensAt,
    heardOpenedAfterMs: raw.heardOpenedAt,
    runSeconds: (raw.endedAt - raw.startedAt) / 1000,
    lastAdmittedAfterS: admitted.length
      ? Math.max(...admitted.map((s) => rel(s.admittedAt))) / 1000
      : NaN,
    timedOut: raw.timedOut,
    invariants,
    order,
    windows: rows,
    worstWindow: worst ? { start: worst.start, p95: worst.burst.p95 } : null,
    everyWindowUnderSecond:
      burstWindows.length > 0 && burstWindows.every((r) => r.burst.p95 < 1000),
    burst: percentiles(raw.burstSamples.map((s) => s[1])),
    join: percentiles(raw.joinSamples.map((s) => s[1])),
    generatorWait: percentiles(raw.generatorWaits),
    generatorMaxQueued: raw.maxQueued,
    waitSeconds: percentiles(admitted.map((s) => (s.admittedAt - s.firstSentAt) / 1000)),
    reactionMs: percentiles(lag),
    joinsPerStudent: joined.length
      ? joined.reduce((sum, s) => sum + s.joins, 0) / joined.length
      : NaN,
    fallbackJoins: raw.fallbackJoins,
    renewals: raw.renewals,
    submitted: students.filter((s) => s.submitted).length,
    done: done.length,
    errors: raw.errors,
    refusals: raw.refusals,
    listeners: raw.listeners,
    memory: {
      idleRssMiB: raw.idleMemory.rss / 2 ** 20,
      idleHeapMiB: raw.idleMemory.heapUsed / 2 ** 20,
      peakWaiting: peak?.waiting ?? 0,
      atPeakRssMiB: (peak?.rss ?? NaN) / 2 ** 20,
      atPeakHeapMiB: (peak?.heapUsed ?? NaN) / 2 ** 20,
      maxRssMiB: maxOf('rss') / 2 ** 20,
      maxHeapMiB: maxOf('heapUsed') / 2 ** 20,
      finalRssMiB: raw.finalMemory.rss / 2 ** 20,
      finalHeapMiB: raw.finalMemory.heapUsed / 2 ** 20,
    },
  };
}

const ms = (v) => `${fmt(v, 0)} ms`;

/** Prints the gate's figures; returns the verdict lines (MET / MISSED). */
export function printGate(g, extra = {}) {
  console.log(
    `\n-- the admission gate: ${g.students} students, ${g.ratePerMinute ?? 'automatic'}/min admitted (measured ${fmt(g.measuredRatePerMinute, 0)}/min${g.rateRange ? `, heard ${g.rateRange.join('-')}/min` : ''}); opened at ${g.opensAt}`,
  );
  const head = (name) =>
    `${name.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`;
  console.log(
    `  ${'s from opening'.padStart(14)} ${'admitted'.padStart(8)} ${'waiting'.padStart(7)} ${'rate/min'.padStart(8)} | admitted students' replies | joins`,
  );
  console.log(
    `  ${''.padStart(14)} ${''.padStart(8)} ${''.padStart(7)} ${''.padStart(8)} | ${head('n')} | ${head('n')}`,
  );
  const cell = (p) =>
    p.count
      ? `${String(p.count).padStart(5)} ${ms(p.p50).padStart(7)} ${ms(p.p95).padStart(7)} ${ms(p.p99).padStart(7)}`
      : `${'-'.padStart(5)} ${''.padStart(23)}`;
  for (const r of g.windows) {
    console.log(
      `  ${`${fmt(r.start, 0)}..${fmt(r.start + 5, 0)}`.padStart(14)} ${String(r.admitted).padStart(8)} ${String(r.waiting).padStart(7)} ${fmt(r.rate, 0).padStart(8)} | ${cell(r.burst)} | ${cell(r.join)}`,
    );
  }
  console.log(
    `  admitted students' replies overall: p50 ${ms(g.burst.p50)}  p95 ${ms(g.burst.p95)}  p99 ${ms(g.burst.p99)}  max ${ms(g.burst.max)} (${g.burst.count} requests); joins p50 ${ms(g.join.p50)}  p95 ${ms(g.join.p95)}  p99 ${ms(g.join.p99)}  max ${ms(g.join.max)} (${g.join.count}, ${fmt(g.joinsPerStudent, 2)} a student)`,
  );
  console.log(
    `  waited here for a connection: p99 ${ms(g.generatorWait.p99)}, max ${ms(g.generatorWait.max)}, at most ${g.generatorMaxQueued} requests waiting (included in the times above)`,
  );
  console.log(
    `  time in the queue: p50 ${fmt(g.waitSeconds.p50, 1)} s  p95 ${fmt(g.waitSeconds.p95, 1)} s  max ${fmt(g.waitSeconds.max, 1)} s; last admitted ${fmt(g.lastAdmittedAfterS, 1)} s after the opening; listeners heard the opening ${fmt(g.heardOpenedAfterMs, 0)} ms after it`,
  );
  console.log(
    `  ticket reached -> admitted reply: p50 ${ms(g.reactionMs.p50)}  p99 ${ms(g.reactionMs.p99)}; fallback polls ${g.fallbackJoins}; admissions renewed ${g.renewals}; submitted ${g.submitted}, done ${g.done}/${g.students}`,
  );
  const o = g.order;
  console.log(
    `  order: after the opening (${o.postOpening}) Spearman arrival/ticket ${fmt(o.postRho, 5)} (arrival/admitted reply ${fmt(o.postRhoAdmittedAt, 5)}); pre-queue (${o.prequeue} seen with tickets ${o.prequeueTickets ? o.prequeueTickets.join('-') : 'none'}) ${fmt(o.prequeueRho, 3)}; ${o.prequeueAdmittedAtFirstJoin} of the pre-queue reached before their first join after the opening`,
  );
  const m = g.memory;
  console.log(
    `  server memory (all processes): idle RSS ${fmt(m.idleRssMiB)} MiB, heap ${fmt(m.idleHeapMiB)} MiB; with ${m.peakWaiting} waiting RSS ${fmt(m.atPeakRssMiB)} MiB, heap ${fmt(m.atPeakHeapMiB)} MiB; max RSS ${fmt(m.maxRssMiB)} MiB, heap ${fmt(m.maxHeapMiB)} MiB`,
  );
  const l = g.listeners;
  console.log(
    `  gateProgress listeners: ${l.length}, ${l.map((x) => x.events).join('/')} events, longest gap ${ms(Math.max(...l.map((x) => x.maxGapMs)))}, disconnects ${l.reduce((s, x) => s + x.disconnects, 0)}`,
  );
  if (extra.cpu) console.log(`  CPU (cores busy over the run): ${extra.cpu}`);
  console.log(`  refusals: ${JSON.stringify(g.refusals)}`);
  console.log(`  errors: ${JSON.stringify(g.errors)}`);
  const i = g.invariants;
  console.log(
    `  queue invariants: ${i.ok ? 'OK' : 'FAILED'} (${i.admitted}/${i.joined} admitted; duplicate tickets ${i.duplicateTickets}, extra tickets ${i.extraTickets}, ticket changes ${i.ticketChanges}, places lost ${i.lostPlaces}, refused after their turn ${i.lateRefusals}, admitted ahead of the queue ${i.admittedAhead}, admitted without a ticket ${i.admittedWithoutTicket}, progress going back ${i.progressWentBack}, pre-queue not first ${i.prequeueAfterOthers}, admissions refused ${i.admissionRefused}, gate off ${i.gateNotOn})`,
  );

  const lines = [];
  const verdict = (ok, text) => lines.push(`  ${ok ? 'MET   ' : 'MISSED'} ${text}`);
  verdict(
    g.everyWindowUnderSecond,
    `admitted students' p95 reply time under 1 s in every 5 s window (worst ${g.worstWindow ? `${ms(g.worstWindow.p95)} at ${g.worstWindow.start}..${g.worstWindow.start + 5} s` : 'n/a'})`,
  );
  verdict(
    o.postRho >= 0.99,
    `arrival order kept after the opening: Spearman ${fmt(o.postRho, 5)} (target >= 0.99)`,
  );
  verdict(
    Math.abs(o.prequeueRho) <= 0.1,
    `pre-queue shuffled: Spearman ${fmt(o.prequeueRho, 3)} (target about 0: |rho| <= 0.1)`,
  );
  verdict(
    i.ok,
    `nobody loses their place: all admitted once, in ticket order, one ticket each, kept on re-join`,
  );
  return lines;
}
