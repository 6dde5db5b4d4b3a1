// The live clients, in processes of their own (bench/run.mjs starts --client-processes of them):
// each opens its slice of the C Socket.IO clients (websocket transport, each signed in with a
// student's token, as the browser does), records when each `quotaUpdated` event arrives at each
// client, and reports to the benchmark over IPC, which merges the processes' reports
// (bench/lib/live-clients.mjs). Exits with its parent.
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

// The payloads as this process's client 0 received them; the benchmark merges the processes'
// lists and checks every client against their signatures.
const canonical = [];

/** Connects clients `first` to `first + count - 1` of the C; client i has token i (mod tokens). */
async function connectAll({ url, tokens, first = 0, count, concurrency }) {
  loopDelay.enable();
  const startedAt = wallNow();
  const started = performance.now();
  let next = 0;
  const errors = {};
  async function lane() {
    while (next < count) {
      const index = next;
      next += 1;
      const client = await connectOne(url, tokens[(first + index) % tokens.length], index);
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
    startedAt,
    totalMs,
    connectMs: Float64Array.from(connectMs),
  };
}

function report() {
  const live = clients.filter((c) => c && !c.error);
  return {
    type: 'report',
    events: canonical,
    signatures: Uint32Array.from(clients[0]?.signatures ?? []),
    arrivals: Float64Array.from(clients[0]?.arrivals ?? []),
    clients: live.map((client) => ({
      signatures: Uint32Array.from(client.signatures),
      arrivals: Float64Array.from(client.arrivals),
      latest: client.latest,
      disconnected: client.disconnected,
    })),
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
