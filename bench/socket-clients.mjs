// The live clients, in a process of their own: opens C Socket.IO clients (websocket transport,
// each signed in with a student's token, as the browser does), records when each `quotaUpdated`
// event arrives at each client, and reports to the benchmark over IPC. Exits with its parent.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const wallNow = () => performance.timeOrigin + performance.now();
if (!process.send) {
  console.error('socket-clients.mjs is started by bench/run.mjs');
  process.exit(2);
}
process.on('disconnect', () => process.exit(0));

const clients = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

/** A 32-bit signature of an event's counts, to check every client saw the same sequence. */
function signature(updates) {
  let hash = 2166136261;
  for (const u of updates) {
    for (const n of [u.subjectId, u.newQuota.registered]) {
      hash ^= n;
      hash = Math.imul(hash, 16777619);
    }
  }
  return hash >>> 0;
}

function connectOne(url, token, index) {
  const client = {
    socket: null,
    arrivals: [],
    signatures: [],
    latest: new Map(),
    connectMs: NaN,
    disconnected: false,
    index,
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
      timeout: 30_000,
    });
    client.socket = socket;
    socket.on('quotaUpdated', (updates) => {
      client.arrivals.push(wallNow());
      client.signatures.push(signature(updates));
      for (const u of updates) client.latest.set(u.subjectId, u.newQuota.registered);
      if (index === 0) canonical.push(updates.map((u) => [u.subjectId, u.newQuota.registered]));
    });
    socket.once('connect', () => {
      client.connectMs = performance.now() - started;
      resolve(client);
    });
    socket.once('connect_error', (error) => {
      client.error = error.message;
      socket.close();
      resolve(client);
    });
    socket.on('disconnect', () => {
      client.disconnected = true;
    });
  });
}

// The payloads as client 0 received them; the others are checked against their signatures.
const canonical = [];

async function connectAll({ url, tokens, count, concurrency }) {
  loopDelay.enable();
  const started = performance.now();
  let next = 0;
  const errors = {};
  async function lane() {
    while (next < count) {
      const index = next;
      next += 1;
      const client = await connectOne(url, tokens[index % tokens.length], index);
      clients[index] = client;
      if (client.error) errors[client.error] = (errors[client.error] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  const totalMs = performance.now() - started;
  const connectMs = clients.filter((c) => !c.error).map((c) => c.connectMs);
  return {
    type: 'connected',
    connected: connectMs.length,
    failed: count - connectMs.length,
    errors,
    totalMs,
    connectMs: Float64Array.from(connectMs),
  };
}

function report() {
  const live = clients.filter((c) => c && !c.error);
  const eventCount = canonical.length;
  // arrivals[k * C + i]: when event k reached client i (NaN when it did not).
  const arrivals = new Float64Array(eventCount * live.length).fill(NaN);
  let misaligned = 0;
  const reference = live[0]?.signatures ?? [];
  live.forEach((client, i) => {
    // Events are broadcast in one order; a client that missed some is aligned by signature.
    let k = 0;
    client.signatures.forEach((sig, j) => {
      while (k < eventCount && reference[k] !== sig) k += 1;
      if (k >= eventCount) {
        misaligned += 1;
        return;
      }
      arrivals[k * live.length + i] = client.arrivals[j];
      k += 1;
    });
  });
  const finals = new Map();
  for (const counts of canonical) for (const [id, registered] of counts) finals.set(id, registered);
  let clientsWithStaleFinals = 0;
  for (const client of live) {
    for (const [id, registered] of finals) {
      if (client.latest.get(id) !== registered) {
        clientsWithStaleFinals += 1;
        break;
      }
    }
  }
  return {
    type: 'report',
    clients: live.length,
    disconnected: live.filter((c) => c.disconnected).length,
    events: canonical,
    arrivals,
    misaligned,
    finals: [...finals.entries()],
    clientsWithStaleFinals,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
}

process.on('message', async (message) => {
  if (message.type === 'connect') process.send(await connectAll(message));
  if (message.type === 'report') process.send(report());
  if (message.type === 'close') {
    for (const client of clients) client?.socket?.close();
    setTimeout(() => process.exit(0), 200);
  }
});
