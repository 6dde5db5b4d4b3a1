// Merges what the socket-client processes (bench/socket-clients.mjs) report into figures over all
// C live clients, as if one process had held them all.

/** Which of the C clients, and how many of the connecting lanes, each of P processes gets. */
export function clientSlices(clients, processes, concurrency) {
  const count = Math.max(1, Math.min(processes, clients));
  const slices = [];
  let first = 0;
  for (let p = 0; p < count; p += 1) {
    const size = Math.floor(clients / count) + (p < clients % count ? 1 : 0);
    const lanes = Math.max(1, Math.floor(concurrency / count) + (p < concurrency % count ? 1 : 0));
    slices.push({ first, count: size, concurrency: lanes });
    first += size;
  }
  return slices;
}

/** The processes' `connected` answers as one: counts summed, times from the first start. */
export function mergeConnected(answers) {
  const start = Math.min(...answers.map((a) => a.startedAt));
  const errors = {};
  for (const answer of answers)
    for (const [message, n] of Object.entries(answer.errors))
      errors[message] = (errors[message] ?? 0) + n;
  const connectMs = new Float64Array(answers.reduce((sum, a) => sum + a.connectMs.length, 0));
  let offset = 0;
  for (const answer of answers) {
    connectMs.set(answer.connectMs, offset);
    offset += answer.connectMs.length;
  }
  return {
    connected: answers.reduce((sum, a) => sum + a.connected, 0),
    failed: answers.reduce((sum, a) => sum + a.failed, 0),
    errors,
    // From the first attempt in any process to the last client connected (or failed) in any.
    totalMs: Math.max(...answers.map((a) => a.startedAt - start + a.totalMs)),
    connectMs,
  };
}

const keyOf = (event) => event.flat().join(',');

/** The position of `key` in `list` from `from` on, or -1. */
function find(list, key, from) {
  for (let i = from; i < list.length; i += 1) if (list[i].key === key) return i;
  return -1;
}

/**
 * Two reference clients' event lists (each a subsequence of the one broadcast order) as one list:
 * an event one of them missed is taken from the other, at its place in the order.
 */
function mergeTwo(a, b) {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i].key === b[j].key) {
      out.push(a[i]);
      i += 1;
      j += 1;
      continue;
    }
    const inA = find(a, b[j].key, i);
    const inB = find(b, a[i].key, j);
    if (inA !== -1 && (inB === -1 || inA - i <= inB - j)) {
      while (i < inA) out.push(a[i++]); // b missed these
    } else if (inB !== -1) {
      while (j < inB) out.push(b[j++]); // a missed these
    } else if (a[i].at <= b[j].at) {
      out.push(a[i++]); // each missed the other's: the first to arrive goes first
    } else {
      out.push(b[j++]);
    }
  }
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/**
 * The processes' reports as one over all their clients. Each process reports its client 0's
 * payloads (`events`, with their `signatures` and `arrivals`) and, per connected client, the signatures and
 * arrival times of the events it received and the last count it saw of each subject.
 */
export function mergeClientReports(reports) {
  const lists = reports.map((r) =>
    r.events.map((event, k) => ({
      event,
      signature: r.signatures[k],
      at: r.arrivals[k],
      key: keyOf(event),
    })),
  );
  const reference = lists.slice(1).reduce(mergeTwo, lists[0] ?? []);
  let listsDiffer = 0;
  for (const list of lists) if (list.length !== reference.length) listsDiffer += 1;
  const events = reference.map((r) => r.event);
  const clients = reports.flatMap((r) => r.clients);
  const eventCount = events.length;
  const count = clients.length;

  // arrivals[k * C + i]: when event k reached client i (NaN when it did not).
  const arrivals = new Float64Array(eventCount * count).fill(NaN);
  let misaligned = 0;
  clients.forEach((client, i) => {
    // Events are broadcast in one order; a client that missed some is aligned by signature.
    let k = 0;
    client.signatures.forEach((sig, j) => {
      while (k < eventCount && reference[k].signature !== sig) k += 1;
      if (k >= eventCount) {
        misaligned += 1;
        return;
      }
      arrivals[k * count + i] = client.arrivals[j];
      k += 1;
    });
  });
  const finals = new Map();
  for (const counts of events) for (const [id, registered] of counts) finals.set(id, registered);
  let clientsWithStaleFinals = 0;
  for (const client of clients) {
    for (const [id, registered] of finals) {
      if (client.latest.get(id) !== registered) {
        clientsWithStaleFinals += 1;
        break;
      }
    }
  }
  return {
    clients: count,
    disconnected: clients.filter((c) => c.disconnected).length,
    events,
    arrivals,
    misaligned,
    // Processes whose client 0 missed an event another process's client 0 received.
    referenceListsShort: listsDiffer,
    finals: [...finals.entries()],
    clientsWithStaleFinals,
    loopDelayP99Ms: Math.max(...reports.map((r) => r.loopDelayP99Ms)),
    loopDelayMaxMs: Math.max(...reports.map((r) => r.loopDelayMaxMs)),
    loopDelayP99MsByProcess: reports.map((r) => r.loopDelayP99Ms),
  };
}
