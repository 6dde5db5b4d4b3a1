// The live clients of the live and connect phases, in --client-processes processes of their own
// (bench/socket-clients.mjs), told what to do and asked for their reports over IPC.
import { once } from 'node:events';
import { join } from 'node:path';
import { clientSlices, mergeConnected } from './live-clients.mjs';
import { cpuMs, rssBytes, sleep, spawnNode } from './processes.mjs';
import { fmt, percentiles } from './stats.mjs';

/** One process of live clients (bench/socket-clients.mjs), and how to ask it something. */
function startSocketClientProcess(root) {
  const child = spawnNode([join(root, 'bench/socket-clients.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const ask = async (message, reply, timeoutMs) => {
    const answer = once(child, 'message').then(([m]) => {
      if (m.type !== reply) throw new Error(`socket clients answered ${m.type}`);
      return m;
    });
    child.send(message);
    return Promise.race([
      answer,
      sleep(timeoutMs).then(() => {
        throw new Error(`socket clients did not answer ${message.type} in time`);
      }),
      once(child, 'exit').then(() => {
        throw new Error('socket clients exited');
      }),
    ]);
  };
  return { child, ask };
}

/**
 * The live clients, spread over --client-processes processes that connect their slices at once
 * (each killed with the benchmark, like every child). Asking them something asks every process.
 */
function startSocketClients({ root, options }) {
  const slices = clientSlices(
    options.clients,
    options['client-processes'],
    options['connect-concurrency'],
  );
  const processes = slices.map(() => startSocketClientProcess(root));
  return {
    slices,
    pids: processes.map((p) => p.child.pid),
    cpuMs: () => processes.reduce((sum, p) => sum + cpuMs(p.child.pid), 0),
    askAll: (message, reply, timeoutMs) =>
      Promise.all(
        processes.map((p, n) =>
          p.ask(typeof message === 'function' ? message(slices[n]) : message, reply, timeoutMs),
        ),
      ),
    close: async () => {
      for (const p of processes) if (p.child.connected) p.child.send({ type: 'close' });
      await Promise.race([Promise.all(processes.map((p) => once(p.child, 'exit'))), sleep(5000)]);
    },
  };
}

/**
 * Connects the C live clients to `server`, records what it cost in `result.connect`, and returns
 * the client processes (to ask for their reports, then close).
 */
export async function connectClients(bench, server, tokens, result) {
  const { options } = bench;
  const rssBefore = rssBytes(server.child.pid);
  const serverCpuBefore = cpuMs(server.child.pid);
  const clients = startSocketClients(bench);
  const spread = clients.slices.length > 1 ? ` from ${clients.slices.length} processes` : '';
  console.log(`  connecting ${options.clients} live clients${spread}...`);
  const answers = await clients.askAll(
    (slice) => ({
      type: 'connect',
      url: `http://127.0.0.1:${server.port}`,
      tokens,
      first: slice.first,
      count: slice.count,
      concurrency: slice.concurrency,
    }),
    'connected',
    180_000,
  );
  const connected = mergeConnected(answers);
  const serverCpuMs = cpuMs(server.child.pid) - serverCpuBefore;
  const clientCpuMs = clients.cpuMs();
  await sleep(2000);
  const rssAfter = rssBytes(server.child.pid);
  result.connect = {
    clients: options.clients,
    clientProcesses: clients.slices.length,
    connected: connected.connected,
    failed: connected.failed,
    errors: connected.errors,
    allConnectedMs: connected.totalMs,
    perClientMs: percentiles(connected.connectMs),
    rssBeforeMiB: rssBefore / 2 ** 20,
    rssAfterMiB: rssAfter / 2 ** 20,
    bytesPerConnection: (rssAfter - rssBefore) / Math.max(1, connected.connected),
    serverCpuMsPerConnection: serverCpuMs / Math.max(1, connected.connected),
    serverCores: serverCpuMs / connected.totalMs,
    // All the client processes together, since each started.
    clientProcessCores: clientCpuMs / connected.totalMs,
  };
  console.log(
    `  ${connected.connected}/${options.clients} connected in ${fmt(connected.totalMs / 1000, 2)} s; server RSS ${fmt(rssBefore / 2 ** 20)} -> ${fmt(rssAfter / 2 ** 20)} MiB (${fmt(result.connect.bytesPerConnection / 1024)} KiB per connection)`,
  );
  return clients;
}
