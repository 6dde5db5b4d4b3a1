import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/paths';
import { api } from '../../test/api';
import { createCatalogue } from '../../test/catalogue-fixture';
import { freePort } from '../../test/free-port';
import { eventually } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

// `npm run test:prometheus` (Debian's `prometheus` package: promtool and the server): the scrape
// is valid Prometheus text, the example alerts are valid and fire when they should, and a real
// Prometheus server scrapes the app and answers its figures back through its HTTP API.

const METRICS_TOKEN = 'prometheus-suite-scrape-token';
const ALERTS = join(repoRoot, 'deploy/prometheus/alerts.yml');

let t: TestApp;
let appUrl: string;
let work: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN, PROCESS_NAME: 'prometheus-suite' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  appUrl = `http://127.0.0.1:${portOf(t.app.server.address())}`;
  work = mkdtempSync(join(tmpdir(), 'daftar-prometheus-'));
  // A small rush: four students for three seats.
  const fx = await createCatalogue(t.database.db, [
    { code: 'PRM1001', sections: [{ capacity: 3 }] },
  ]);
  const call = api(t);
  const students = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
  await Promise.all(students.map((student) => call.add(student, fx.subjects.PRM1001!.id)));
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const scrape = async () => {
  const reply = await fetch(`${appUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(reply.status).toBe(200);
  return reply.text();
};

describe('promtool', () => {
  it('finds nothing wrong with a scrape (names, types, help, units)', async () => {
    const text = await scrape();
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
    // On PostgreSQL the pool is scraped too; on SQLite there is none to scrape.
    expect(text.includes('daftar_db_pool_waiting_requests')).toBe(t.database.engine === 'postgres');
  });

  it('accepts the example alert rules, and they fire on figures past their limits', () => {
    const check = spawnSync('promtool', ['check', 'rules', ALERTS], { encoding: 'utf8' });
    expect(check.stdout).toContain('SUCCESS: 3 rules found');
    expect(check.status).toBe(0);
    const rulesTest = spawnSync(
      'promtool',
      ['test', 'rules', join(repoRoot, 'deploy/prometheus/alerts.test.yml')],
      { encoding: 'utf8' },
    );
    expect(rulesTest.stdout).toContain('SUCCESS');
    expect(rulesTest.status).toBe(0);
  });
});

describe('a Prometheus server', () => {
  it('scrapes the app with the token and answers its figures through its API', async () => {
    const port = await freePort();
    const config = join(work, 'prometheus.yml');
    writeFileSync(
      config,
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        `rule_files: ['${ALERTS}']`,
        'scrape_configs:',
        '  - job_name: daftar',
        `    static_configs: [{ targets: ['${new URL(appUrl).host}'] }]`,
        `    authorization: { credentials: '${METRICS_TOKEN}' }`,
        '',
      ].join('\n'),
    );
    const server = spawn(
      'prometheus',
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${join(work, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
    const query = async (promql: string) => {
      const reply = await fetch(
        `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(promql)}`,
      );
      const body = (await reply.json()) as {
        data: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      return body.data.result;
    };
    try {
      await eventually(async () => {
        const [taken] = await query('daftar_seat_changes_total{outcome="taken"}');
        expect(taken?.metric).toMatchObject({ job: 'daftar', process: 'prometheus-suite' });
        expect(taken?.value[1]).toBe('3');
      }, 30_000);
      const [full] = await query('daftar_seat_changes_total{outcome="full"}');
      expect(full?.value[1]).toBe('1');
      // The scrape itself succeeded (the token was taken), and the alert rules loaded and ran.
      const [up] = await query('up{job="daftar"}');
      expect(up?.value[1]).toBe('1');
      await eventually(async () => {
        const reply = await fetch(`http://127.0.0.1:${port}/api/v1/rules`);
        const rules = (await reply.json()) as {
          data: { groups: { rules: { name: string; health: string }[] }[] };
        };
        const loaded = rules.data.groups.flatMap((group) => group.rules);
        expect(loaded.map((rule) => rule.name)).toEqual([
          'DaftarSlowReplies',
          'DaftarServerErrors',
          'DaftarDatabasePoolWaiting',
        ]);
        expect(loaded.every((rule) => rule.health === 'ok')).toBe(true);
      }, 10_000);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }, 60_000);
});

function portOf(address: ReturnType<TestApp['app']['server']['address']>): number {
  return typeof address === 'object' && address ? address.port : 0;
}
