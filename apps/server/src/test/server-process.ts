import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `src/main.ts` as its own OS process and waits until it is ready. */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  // Node itself runs the server (tsx only as a loader), so a signal reaches the server process.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
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
