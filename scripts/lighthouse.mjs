// `npm run lighthouse`: Lighthouse (mobile preset, empty cache) over the production build, as the
// audit of issue 17 ran it. Builds what is stale, starts the server on a free port with a fresh
// demo database, and prints the four category scores, LCP, TBT, CLS and the script bytes sent per
// page. `--url <origin>` audits a server that is already running (it needs the demo accounts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const root = new URL('..', import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a
// run says nothing about the page, so it is run again, a bounded number of times.
const ATTEMPTS_PER_RUN = 3;
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The demo accounts (decisions.md section 4); each page is audited signed in as one, or signed out.
const DEMO_ACCOUNTS = {
  student: { username: 'student', password: 'student123' },
  lecturer: { username: 'lecturer', password: 'lecturer123' },
  admin: { username: 'admin', password: 'admin123' },
};
const PAGES = [
  { path: '/auth/login', as: null },
  { path: '/auth/register', as: null },
  { path: '/', as: 'student' },
  { path: '/registration', as: 'student' },
  // The advisor's review page and the registrar's console (issue 42).
  { path: '/admin', as: 'lecturer' },
  { path: '/admin/semesters', as: 'admin' },
];

const USAGE = `npm run lighthouse -- [options]
  --url <origin>   audit this running server instead of building and starting one
  --runs <n>       runs per page; the median run is reported (default 1)
  --page <path>    only this page (repeatable), e.g. --page /auth/login
  --json <file>    also write every figure as JSON
  --reports <dir>  also save each run's full Lighthouse report (HTML) there`;

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
    reports: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
if (!existsSync(CHROME_PATH)) {
  throw new Error(`Chromium was not found at ${CHROME_PATH}: apt-get install -y chromium`);
}
const pages = options.page ? PAGES.filter((page) => options.page.includes(page.path)) : PAGES;

const server = options.url ? null : await startServer();
try {
  const origin = options.url?.replace(/\/$/, '') ?? server.origin;
  const sessions = {};
  for (const role of new Set(pages.map((page) => page.as).filter(Boolean))) {
    sessions[role] = await signIn(origin, DEMO_ACCOUNTS[role]);
  }
  const results = [];
  printHeader();
  for (const page of pages) {
    const lhrs = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr, report } = await auditWithRetries(
        `${origin}${page.path}`,
        page.as ? sessions[page.as] : null,
      );
      lhrs.push(lhr);
      if (options.reports) saveReport(page.path, run, report);
    }
    const figures = summarise(computeMedianRun(lhrs));
    results.push({ page: page.path, ...figures });
    printRow(page.path, figures);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await server?.stop();
}

async function auditWithRetries(url, session) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, session);
    } catch (error) {
      if (!TRACE_FAILURES.has(error.code) || attempt === ATTEMPTS_PER_RUN) throw error;
      console.error(`  ${url}: ${error.code}, running it again`);
    }
  }
}

/** One Lighthouse navigation in a fresh browser; with a session, signed in as its owner. */
async function audit(url, session) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const page = await browser.newPage();
    // Lighthouse empties the HTTP cache and the origin's caches but keeps localStorage, where the
    // app keeps its session, and cookies: the token is there before the app's first script runs,
    // and the first-screen cookie the app keeps beside it (features/auth/first-screen-hint.ts).
    if (session) {
      await page.evaluateOnNewDocument(
        (value) => localStorage.setItem('token', value),
        session.token,
      );
      await page.setCookie({ name: 'daftar-first-screen', value: session.firstScreen, url });
    }
    const result = await lighthouse(
      url,
      { output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) {
      throw Object.assign(new Error(`${url}: ${runtimeError.message}`), {
        code: runtimeError.code,
      });
    }
    return { lhr: result.lhr, report: result.report };
  } finally {
    await browser.close();
  }
}

function saveReport(path, run, html) {
  mkdirSync(options.reports, { recursive: true });
  const name = path.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
  writeFileSync(join(options.reports, `${name}-${run + 1}.html`), html);
}

function summarise(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + request.transferSize, 0);
  // What keeps a category below 100, so the table says where to look.
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
      .filter((ref) => lhr.audits[ref.id].score < (id === 'performance' ? 0.9 : 1))
      .map((ref) => ref.id),
  );
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptKb: Number((scriptBytes / 1024).toFixed(1)),
    // Lighthouse's measure of this machine's speed during the run: its simulated timings scale
    // with it, so figures compare only between runs at a similar index.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

function printHeader() {
  console.log(
    'page             perf  a11y  best   seo      LCP      TBT    CLS  JS sent (KB)   CPU\n' +
      '---------------  ----  ----  ----  ----  -------  -------  -----  ------------  ----',
  );
}

function printRow(path, f) {
  console.log(
    [
      path.padEnd(15),
      ...[f.performance, f.accessibility, f.bestPractices, f.seo].map((s) => String(s).padStart(4)),
      `${(f.lcpMs / 1000).toFixed(1)} s`.padStart(7),
      `${f.tbtMs} ms`.padStart(7),
      f.cls.toFixed(3).padStart(5),
      f.scriptKb.toFixed(1).padStart(12),
      String(f.benchmarkIndex).padStart(4),
    ].join('  '),
  );
  if (new URL(f.finalUrl).pathname !== path) console.log(`  ended at ${f.finalUrl}`);
  if (f.failing.length > 0) console.log(`  below target: ${f.failing.join(', ')}`);
}

async function signIn(origin, account) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Signing in ${account.username} failed: ${response.status}`);
  const { token, user } = await response.json();
  return { token, firstScreen: `${user.role}.${user.language ?? 'en'}` };
}

/** `npm start`'s build and server, on a free port with a fresh demo database. */
async function startServer() {
  await run(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only']);
  const dataDir = mkdtempSync(join(tmpdir(), 'daftar-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dataDir, 'lighthouse.db')}`,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitReady(child, `${origin}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(child, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
