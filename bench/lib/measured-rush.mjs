// The rush (bench/lib/rush.mjs) with the CPU it cost: the server's, the load generator's, the live
// clients', PostgreSQL's, HAProxy's, and the rest of the machine's, in cores and per request.
import { cpuMs, cpuMsByName, machineBusyMs } from './processes.mjs';
import { runRush } from './rush.mjs';

/** Runs the rush and adds the CPU used by the server, the generator and the rest of the machine. */
export async function measuredRush(
  { options },
  port,
  students,
  catalogue,
  label,
  serverPid,
  otherPids = [],
  proxyPid,
) {
  const serverPids = [].concat(serverPid);
  const serverCpuMs = () => serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  console.log(
    `  rush: ${options.students} students, K=${options.concurrency}, ${options.warmup} s warm-up + ${options.duration} s`,
  );
  const before = {
    server: serverCpuMs(),
    proxy: proxyPid ? cpuMs(proxyPid) : 0,
    others: otherPids.map(cpuMs),
    self: process.cpuUsage(),
    machine: machineBusyMs(),
    postgres: options.db === 'postgres' ? cpuMsByName('postgres') : 0,
    at: performance.now(),
  };
  const result = await runRush({
    port,
    clientKind: options.client,
    students,
    catalogue,
    concurrency: options.concurrency,
    warmupMs: options.warmup * 1000,
    durationMs: options.duration * 1000,
    policy: {
      maxHold: options['max-hold'],
      removeShare: options['remove-share'],
      hotShare: options['hot-share'],
    },
    label,
  });
  const wallMs = performance.now() - before.at;
  const server = serverCpuMs() - before.server;
  const proxy = proxyPid ? cpuMs(proxyPid) - before.proxy : 0;
  const self = process.cpuUsage(before.self);
  const generator = (self.user + self.system) / 1000;
  const clients = otherPids.reduce((sum, pid, i) => sum + cpuMs(pid) - before.others[i], 0);
  const machine = machineBusyMs() - before.machine;
  const postgres = options.db === 'postgres' ? cpuMsByName('postgres') - before.postgres : 0;
  result.cpu = {
    serverCores: server / wallMs,
    generatorCores: generator / wallMs,
    liveClientCores: clients / wallMs,
    postgresCores: postgres / wallMs,
    proxyCores: proxy / wallMs,
    otherCores: Math.max(0, (machine - server - generator - clients - postgres - proxy) / wallMs),
    serverUsPerRequest: (server * 1000) / Math.max(1, result.totalRequests),
    postgresUsPerRequest: (postgres * 1000) / Math.max(1, result.totalRequests),
    proxyUsPerRequest: (proxy * 1000) / Math.max(1, result.totalRequests),
  };
  result.serverCpuShare = result.cpu.serverCores;
  return result;
}
