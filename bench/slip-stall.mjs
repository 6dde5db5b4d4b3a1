// Issue 40, defect 4: does one student asking for many registration slips at once slow everyone
// else down? Against a running server (the demo data: student/student123, admin/admin123), each
// round measures the admin's `GET /api/user`, one request after another, first for a quiet second,
// then while the student asks for `--burst` slips at once. With `--change` the student adds or
// drops a subject before each round, so every round's registration is new and no slip made
// earlier can be reused. Prints p50/p99 of each, the slips' statuses and how long the burst took.
//
//   node bench/slip-stall.mjs --url http://127.0.0.1:4123 [--rounds 5] [--burst 16] [--change]
//
// Bounded: every request gives up after 60 s and the whole run after --limit seconds (180).
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    burst: { type: 'string', default: '16' },
    change: { type: 'boolean', default: false },
    limit: { type: 'string', default: '180' },
  },
});
if (!options.url) {
  console.error('slip-stall: --url http://127.0.0.1:<port> of a running server is required');
  process.exit(2);
}
const base = options.url.replace(/\/+$/, '');
const rounds = Number(options.rounds);
const burst = Number(options.burst);
const deadline = setTimeout(
  () => {
    console.error(`slip-stall: gave up after ${options.limit} s`);
    process.exit(1);
  },
  Number(options.limit) * 1000,
);

async function call(method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes };
}

async function signIn(username, password) {
  const res = await call('POST', '/api/login', undefined, { username, password });
  if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status}`);
  return JSON.parse(res.bytes.toString()).token;
}

/** A subject the student can add and drop again, to change the registration between rounds. */
async function toggleSubject(token) {
  const held = JSON.parse((await call('GET', '/api/registration/subjects', token)).bytes);
  const heldIds = new Set(held.map((s) => s.id));
  const subjects = JSON.parse((await call('GET', '/api/subjects', token)).bytes);
  const list = Array.isArray(subjects) ? subjects : (subjects.items ?? subjects.subjects ?? []);
  for (const subject of list) {
    if (heldIds.has(subject.id)) continue;
    const added = await call('POST', '/api/registration/subjects', token, {
      subjectId: subject.id,
    });
    if (added.status !== 201) continue;
    if (held.length === 0) return toggleSubject(token);
    await call('DELETE', `/api/registration/subjects/${subject.id}`, token);
    return subject.id;
  }
  throw new Error('slip-stall: no subject the student can add');
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    max: Math.round(sorted.at(-1) ?? NaN),
  };
}

/** The admin's `GET /api/user`, one after another, until `until` settles; the latencies in ms. */
async function pollUser(token, until) {
  const latencies = [];
  let done = false;
  until.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await call('GET', '/api/user', token);
    if (res.status !== 200) throw new Error(`GET /api/user: ${res.status}`);
    latencies.push(performance.now() - start);
  }
  return latencies;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const student = await signIn('student', 'student123');
const admin = await signIn('admin', 'admin123');
const toggle = options.change ? await toggleSubject(student) : null;
let toggled = false;

const quiet = [];
const loaded = [];
const statuses = {};
const burstMs = [];
for (let round = 0; round < rounds; round += 1) {
  if (toggle !== null) {
    const res = toggled
      ? await call('DELETE', `/api/registration/subjects/${toggle}`, student)
      : await call('POST', '/api/registration/subjects', student, { subjectId: toggle });
    toggled = !toggled;
    if (res.status >= 300) throw new Error(`changing the registration: ${res.status}`);
  }
  quiet.push(...(await pollUser(admin, sleep(1000))));
  const start = performance.now();
  const slips = Promise.all(
    Array.from({ length: burst }, () => call('GET', '/api/registration/slip.pdf', student)),
  );
  const [latencies, replies] = await Promise.all([pollUser(admin, slips), slips]);
  burstMs.push(Math.round(performance.now() - start));
  loaded.push(...latencies);
  for (const { status } of replies) statuses[status] = (statuses[status] ?? 0) + 1;
}
if (toggled) await call('DELETE', `/api/registration/subjects/${toggle}`, student);
clearTimeout(deadline);

console.log(
  JSON.stringify(
    {
      rounds,
      burst,
      change: options.change,
      quietUserMs: summary(quiet),
      duringSlipsUserMs: summary(loaded),
      slipStatuses: statuses,
      burstMs,
    },
    null,
    2,
  ),
);
