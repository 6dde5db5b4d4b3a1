import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The ports above 1023 that fetch will not connect to, the Fetch standard's "bad ports"
 * (https://fetch.spec.whatwg.org/#port-blocking): a server on one never passes the readiness probe,
 * since fetch fails at once with "bad port". Stops 34 and 38's CI runs failed on 5060 and 5061.
 */
const FETCH_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/**
 * A port for a server process, at random from `first` up to `first + count` (each test file keeps
 * a range of its own, below the system's range for outgoing connections), never one fetch blocks.
 */
export function serverPort(first: number, count: number): number {
  const ports = Array.from({ length: count }, (_, i) => first + i).filter(
    (port) => !FETCH_BLOCKED_PORTS.has(port),
  );
  if (ports.length === 0) throw new Error(`no port from ${first} to ${first + count - 1}`);
  return ports[Math.floor(Math.random() * ports.length)]!;
}

/**
 * Starts the built server (`dist/main.js`, which server-build.ts builds before the suite) as its own
 * OS process, as `npm start` runs it, and waits until it is ready.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  // Node itself runs the server, so a signal reaches the server process.
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(repoRoot, 'apps/server/dist/main.js')],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      // A server that took the port but hangs must not hold this loop past its deadline.
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // Not listening yet, or not answering.
    }
    if (Date.now() > deadline) {
      // Left running, the hung process kept the port and kept the test runner from exiting.
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not become ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        // Gone already: exited, or killed by a signal (then its exit code stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
