// `npm start`: builds whatever is missing or older than its sources, then runs the server,
// which serves the built client and the API on one port (or WORKERS of them on successive ports).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const at = (...parts) => join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        newest = Math.max(newest, newestChange([join(path, entry)]));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

const isStale = (output, sources) =>
  !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);

const contract = [at('packages/contract/src'), at('package-lock.json')];
const targets = [
  {
    workspace: 'apps/server',
    output: at('apps/server/dist/main.js'),
    sources: [...contract, at('apps/server/src'), at('apps/server/build.mjs')],
  },
  {
    workspace: 'apps/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...contract,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
];

for (const { workspace, output, sources } of targets) {
  if (isStale(output, sources)) {
    console.log(`Building ${workspace}...`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

const workers = Number(process.env.WORKERS ?? 1);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`WORKERS must be a whole number from 1 to 64, not "${process.env.WORKERS}".`);
  process.exit(1);
}
if (process.argv.includes('--build-only')) {
  // Built; nothing to run.
} else if (workers === 1) {
  await import(at('apps/server/dist/main.js'));
} else {
  await runWorkers(workers);
}

/**
 * `WORKERS=N npm start`: N server processes on PORT, PORT+1, ..., sharing PostgreSQL and Redis,
 * for a load balancer in front (deploy/haproxy.cfg, decision 018). The first starts alone, so
 * migrations and the demo data run once; a process that dies is started again; a stop signal
 * drains and stops them all.
 */
async function runWorkers(count) {
  const { DATABASE_URL = '', REDIS_URL } = process.env;
  if (!/^postgres(ql)?:/.test(DATABASE_URL) || !REDIS_URL) {
    console.error(
      'WORKERS above 1 needs DATABASE_URL=postgres://... and REDIS_URL=redis://...: ' +
        'the processes share one database and send live events to each other through Redis.',
    );
    process.exit(1);
  }
  const { spawn } = await import('node:child_process');
  const firstPort = Number(process.env.PORT ?? 3000);
  const children = new Map();
  let stopping = false;

  function start(index) {
    const port = firstPort + index;
    const child = spawn(process.execPath, [at('apps/server/dist/main.js')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        PROCESS_NAME: process.env.PROCESS_NAME ?? `daftar-${index + 1}`,
        SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '3000',
      },
    });
    children.set(index, child);
    child.on('exit', (code, signal) => {
      children.delete(index);
      if (stopping) {
        if (children.size === 0) process.exit(0);
        return;
      }
      console.error(`Worker ${index + 1} (port ${port}) exited (${signal ?? code}); restarting.`);
      setTimeout(() => start(index), 1000);
    });
    return port;
  }

  async function ready(port) {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Worker on port ${port} did not become ready in 2 minutes.`);
  }

  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      for (const child of children.values()) child.kill('SIGTERM');
      if (children.size === 0) process.exit(0);
    });
  }
  await ready(start(0));
  for (let index = 1; index < count; index += 1) start(index);
  console.log(
    `${count} workers on ports ${firstPort}-${firstPort + count - 1}; ` +
      'put deploy/haproxy.cfg (or nginx, see the README) in front.',
  );
}
