// From the live clients' arrival times and the load generator's acknowledgements: how long a seat
// change takes to reach every connected client, and how long each subject's final count does.
import { Histogram } from './stats.mjs';

/**
 * `events[k]` is `[[subjectId, registered], ...]`; `arrivals[k * clients + i]` when event k
 * reached client i (NaN if it did not). `acks` are the successful changes `{ subject, time }`.
 */
export function deliveryLatency({ events, arrivals, clients, acks, window, finalCounts }) {
  const eventCount = events.length;
  const first = new Float64Array(eventCount).fill(Infinity);
  for (let k = 0; k < eventCount; k += 1) {
    for (let i = 0; i < clients; i += 1) {
      const t = arrivals[k * clients + i];
      if (t < first[k]) first[k] = t;
    }
  }
  // Per event, the spread of arrival over the clients (1 ms bins), and how many missed it.
  const spread = [];
  let missedDeliveries = 0;
  for (let k = 0; k < eventCount; k += 1) {
    const bins = new Map();
    for (let i = 0; i < clients; i += 1) {
      const t = arrivals[k * clients + i];
      if (Number.isNaN(t)) {
        missedDeliveries += 1;
        continue;
      }
      const bin = Math.floor(t - first[k]);
      bins.set(bin, (bins.get(bin) ?? 0) + 1);
    }
    spread.push([...bins.entries()]);
  }
  const eventsOf = new Map();
  events.forEach((updates, k) => {
    for (const [subjectId] of updates) {
      if (!eventsOf.has(subjectId)) eventsOf.set(subjectId, []);
      eventsOf.get(subjectId).push(k);
    }
  });

  // Each change counts as delivered by the first event for its subject that reached any client
  // after the change was acknowledged (conservative: an event loaded after the commit but sent
  // before the reply reached the load generator is not credited).
  const perChange = new Histogram(1, 120_000);
  let undelivered = 0;
  let counted = 0;
  for (let j = 0; j < acks.subject.length; j += 1) {
    const at = acks.time[j];
    if (at < window.from || at > window.to) continue;
    counted += 1;
    const list = eventsOf.get(acks.subject[j]) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (first[list[mid]] >= at) hi = mid;
      else lo = mid + 1;
    }
    if (lo === list.length) {
      undelivered += 1;
      continue;
    }
    const k = list[lo];
    const base = first[k] - at;
    for (const [bin, n] of spread[k]) perChange.add(base + bin + 0.5, n);
  }

  // The final count of each subject: from its last acknowledged change to its arrival everywhere.
  const lastAck = new Map();
  for (let j = 0; j < acks.subject.length; j += 1) {
    const s = acks.subject[j];
    if (!(lastAck.get(s) >= acks.time[j])) lastAck.set(s, acks.time[j]);
  }
  const finalDelivery = new Histogram(1, 120_000);
  let wrongFinals = 0;
  for (const [subjectId, ackedAt] of lastAck) {
    const list = eventsOf.get(subjectId) ?? [];
    const k = list[list.length - 1];
    const count = k === undefined ? undefined : events[k].find(([id]) => id === subjectId)[1];
    if (count !== finalCounts.get(subjectId)) {
      wrongFinals += 1;
      continue;
    }
    for (let i = 0; i < clients; i += 1) {
      const t = arrivals[k * clients + i];
      if (!Number.isNaN(t)) finalDelivery.add(Math.max(0, t - ackedAt));
    }
  }
  const fanout = new Histogram(1, 120_000);
  for (let k = 0; k < eventCount; k += 1)
    for (const [bin, n] of spread[k]) fanout.add(bin + 0.5, n);

  return {
    events: eventCount,
    changesMeasured: counted,
    undeliveredChanges: undelivered,
    missedDeliveries,
    changeToClient: perChange.summary(),
    finalCountToClient: finalDelivery.summary(),
    subjectsWithWrongFinalCount: wrongFinals,
    fanoutSpread: fanout.summary(),
  };
}
