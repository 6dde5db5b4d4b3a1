// The gate run's figures and checks, from what runGate (run.mjs) observed.
import { percentiles, spearman } from '../stats.mjs';

const WINDOW_MS = 5000;

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
