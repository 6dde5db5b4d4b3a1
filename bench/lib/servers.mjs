// The servers under load: Daftar's production build (one process, or --workers behind HAProxy)
// and the limit (bench/limit-server.mjs). Each is killed with the benchmark, like every child.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, onCleanup, sleep, spawnNode, stopChild, waitReady } from './processes.mjs';

/** Daftar on a free port, once it is ready; `profileDir` runs it under --cpu-prof. */
export async function startDaftar(bench, databaseUrl, profileDir, extraEnv = {}) {
  const { root, options, secret } = bench;
  const port = await freePort();
  const args = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const entry = options.server || join(root, 'apps/server/dist/main.js');
  const child = spawnNode([...args, entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(options['pool-size']),
      SEED: 'none',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: secret,
      ...extraEnv,
    },
  });
  await waitReady(child, `http://127.0.0.1:${port}/readyz`);
  return { child, port };
}

/**
 * --workers N: N Daftar processes sharing the database and Redis, behind HAProxy configured by
 * deploy/haproxy.cfg with the servers it does not use taken out. The rush goes to HAProxy.
 */
export async function startBehindHaproxy(bench, databaseUrl, profileDir, extraEnv = {}) {
  const { root, options, work } = bench;
  const workers = [];
  for (let i = 0; i < options.workers; i += 1)
    workers.push(
      await startDaftar(bench, databaseUrl, profileDir, {
        REDIS_URL: options['redis-url'],
        PROCESS_NAME: `daftar-${i + 1}`,
        ...extraEnv,
      }),
    );
  const shipped = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8');
  const config = join(work, `haproxy-${options.workers}.cfg`);
  writeFileSync(
    config,
    shipped
      .split('\n')
      .filter((line) => {
        const server = /^\s*server daftar-(\d)/.exec(line);
        return !server || Number(server[1]) <= options.workers;
      })
      .join('\n'),
  );
  const port = await freePort();
  const proxy = spawn('haproxy', ['-db', '-f', config], {
    env: {
      PATH: process.env.PATH,
      DAFTAR_BIND: `127.0.0.1:${port}`,
      ...Object.fromEntries(workers.map((w, i) => [`DAFTAR_${i + 1}`, `127.0.0.1:${w.port}`])),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  onCleanup(() => proxy.kill('SIGKILL'));
  await waitReady(proxy, `http://127.0.0.1:${port}/readyz`);
  // Every process has passed HAProxy's health checks (rise 2, every second).
  await sleep(2500);
  return {
    port,
    pids: workers.map((w) => w.child.pid),
    workers: workers.map((w) => ({ pid: w.child.pid, port: w.port })),
    proxyPid: proxy.pid,
    stop: async () => {
      await stopChild(proxy);
      await Promise.all(workers.map((w) => stopChild(w.child)));
    },
  };
}

/** The limit (bench/limit-server.mjs) on a free port, once it is ready. */
export async function startLimit({ root, options, secret }, databaseUrl, profileDir) {
  const port = await freePort();
  const args = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawnNode([...args, join(root, 'bench/limit-server.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      POOL_SIZE: String(options['pool-size']),
    },
  });
  await waitReady(child, `http://127.0.0.1:${port}/healthz`);
  return { child, port };
}
