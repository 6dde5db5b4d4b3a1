import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';

export interface ServerProcess {
  url: string;
  /** The port it listens on: give it to `startServerProcess` to start its successor there. */
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`dist/main.js`, which server-build.ts builds before the suite) as its own
 * OS process, as `npm start` runs it, and waits until it is ready. Without a port it listens on
 * one the system picks (PORT=0) and tells this process which over an IPC channel (main.ts), so no
 * two servers of parallel test files can ever want the same one; a port is given only to restart a
 * killed server where its clients will look for it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port = 0,
): Promise<ServerProcess> {
  // Node itself runs the server, so a signal reaches the server process.
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(repoRoot, 'apps/server/dist/main.js')],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  let url: string;
  try {
    url = await listening(child);
  } catch (error) {
    // Left running, a hung process kept the test runner from exiting.
    child.kill('SIGKILL');
    throw error;
  }
  // Nothing more comes over the channel; open, it would keep this process waiting for it.
  child.disconnect();
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server at ${url} exited with ${child.exitCode}`);
    try {
      // A server that took the port but hangs must not hold this loop past its deadline.
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // Not answering yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server at ${url} did not become ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: Number(new URL(url).port),
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

/** The address the server says it listens on, once it does (within 30 s). */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('server did not start listening')), 30_000);
    const onMessage = (message: { listening?: string }) => {
      if (typeof message?.listening === 'string') done(undefined, message.listening);
    };
    const onExit = (code: number | null) => done(new Error(`server exited with ${code}`));
    function done(error?: Error, address?: string) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(address!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
