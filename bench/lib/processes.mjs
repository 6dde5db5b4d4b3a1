// Child processes of the benchmark: every one is killed when the benchmark ends, however it ends.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

const children = new Set();
const cleanups = [];

/** Runs `work` (sync or async) when the benchmark ends, before the process exits. */
export function onCleanup(work) {
  cleanups.push(work);
}

function killAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

let cleaning;
/** Stops every child and runs the cleanups; safe to call more than once. */
export function cleanupAll() {
  cleaning ??= (async () => {
    killAll();
    for (const work of cleanups.reverse()) {
      try {
        await work();
      } catch (error) {
        console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the benchmark`);
    cleanupAll().finally(() => process.exit(130));
  });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a node process that is killed with the benchmark. */
export function spawnNode(args, options = {}) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Waits until `url` answers 200, or fails when the child exits or the time runs out. */
export async function waitReady(child, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a child with SIGTERM (so it can write its CPU profile), SIGKILL after `graceMs`. */
export function stopChild(child, graceMs = 15_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The highest resident memory of a process in bytes since it began or since resetPeakRss. */
export function peakRssBytes(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Starts peakRssBytes afresh from the present resident memory (Linux: clear_refs 5). */
export function resetPeakRss(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat; here counted from field 3 (state) as 0.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** CPU time used so far by every process with this command name (e.g. postgres), in ms. */
export function cpuMsByName(name) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** Busy CPU time of the whole machine so far (all cores), in milliseconds, from /proc/stat. */
export function machineBusyMs() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, _idle, _iowait, irq, softirq, steal] = fields.map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
  } catch {
    return NaN;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
