import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './chromium';

const root = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The SQLite file it keeps its data in. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app on a free port with a fresh SQLite database: the demo's unless told
 * otherwise (`SEED=none` is a university starting empty). Resolves once it is ready.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'daftar-e2e-'));
  const port = await freePort();
  const databaseUrl = `sqlite:${join(dataDir, 'e2e.db')}`;
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    databaseUrl,
    async stop() {
      if (server.exitCode === null) {
        await new Promise<void>((resolve) => {
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the app, starts it on a free port with a fresh demo database, and stops it afterwards. */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`,
    );
  }
  execSync('node scripts/start.mjs --build-only', { cwd: root, stdio: 'inherit' });
  const server = await startServer({
    QUOTA_EVENT_WINDOW_MS: '250',
    LIVE_FIGURES_INTERVAL_MS: '1000',
    // The admission gate is available, and off for every period until a journey turns it on
    // (admission-gate.spec.ts, which turns it off again).
    GATE: 'on',
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
