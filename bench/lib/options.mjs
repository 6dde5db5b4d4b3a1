// The benchmark's command line: every option with its default and help, read and checked.
// `npm run bench -- --help` prints the table below.

const OPTIONS = {
  students: [2000, 'S: students in the rush (each has at most one request in flight)'],
  clients: [2000, 'C: live Socket.IO clients in the live and connect phases'],
  'client-processes': [
    2,
    'P: processes the C live clients are spread over (each a contiguous slice, all connecting at once, sharing --connect-concurrency)',
  ],
  concurrency: [32, 'K: requests in flight at once (keep-alive connections)'],
  duration: [20, 'measured seconds of each rush'],
  warmup: [3, 'unmeasured seconds before each rush is measured'],
  db: ['sqlite', 'sqlite or postgres (a fresh database on the server below, dropped after)'],
  'pg-url': ['postgres://postgres@127.0.0.1:5432/postgres', 'PostgreSQL server to use'],
  'pool-size': [10, 'PostgreSQL pool size of Daftar and of the limit (each process)'],
  workers: [
    0,
    'N: run Daftar as N processes behind HAProxy (deploy/haproxy.cfg, Debian haproxy; needs --db postgres and Redis) in the bare phase; 0 runs one process with no proxy',
  ],
  'redis-url': ['redis://127.0.0.1:6379', 'Redis for --workers'],
  phases: ['limit,bare,live', 'comma list of limit, bare, live, connect'],
  rounds: [
    1,
    "run the phases this many times in turn (limit, bare, limit, bare ...); figures are the median round, the ratio the median of the rounds' own ratios",
  ],
  hot: [4, 'hot subjects (far more demand than seats)'],
  'hot-seats': [40, 'seats in each hot subject'],
  'hot-sections': [2, 'sections of each hot subject (the seats split between them)'],
  'hot-share': [0.3, 'share of adds that go to a hot subject'],
  waitlist: [
    0,
    'W: students waiting on each hot subject from the start (not in the rush): each seat a rush student drops goes to one of them in the same transaction',
  ],
  normal: [40, 'normal subjects'],
  records: [
    false,
    "issue 44: every subject needs a past one every student has passed, and each student's standing is stored (bench/lib/academic-records.mjs)",
  ],
  'normal-seats': [0, 'seats in each normal subject (0: as many as students)'],
  parts: [
    false,
    "issue 46: every subject is a lecture and a tutorial: each section becomes a lecture with two linked tutorials sharing its seats (bare phase; a build from before parts can't take it)",
  ],
  'max-hold': [6, 'a student holding this many subjects removes one'],
  'hot-subject': [
    false,
    'the one-hot-subject workload: every student adds and removes the same one-section subject with seats for half of them (sets --hot 1 --hot-sections 1 --hot-share 1 --normal 0 --max-hold 1)',
  ],
  'remove-share': [0.45, 'chance that a student holding something removes rather than adds'],
  client: ['raw', 'load generator client: raw (hand-written HTTP/1.1) or http (node:http)'],
  'connect-concurrency': [100, 'live clients connecting at once (over all client processes)'],
  profile: [false, 'run Daftar under node --cpu-prof and summarise where the time goes'],
  'profile-dir': ['', 'where to keep .cpuprofile files (default: a temporary folder)'],
  json: ['', 'also write the results as JSON to this file'],
  'wait-quiet': [
    0,
    'wait up to this many seconds before each phase for other processes to calm down',
  ],
  gate: [
    false,
    'issue 25: the admission gate instead of the phases: S students (5,000 unless --students) arrive around the opening of a gated period, wait, and register once admitted',
  ],
  'gate-rate': [
    0,
    'students admitted per minute (0: ten times slower than the arrivals, S x 60 / (10 x --gate-arrival))',
  ],
  'gate-auto': [
    false,
    "leave the rate to the server (ratePerMinute null: decision 019's automatic rate) instead of --gate-rate",
  ],
  'gate-prequeue': [0.2, 'share of the students who arrive before the opening (the pre-queue)'],
  'gate-early': [5, 'seconds before the opening over which the pre-queue arrives'],
  'gate-arrival': [10, 'seconds after the opening over which the others arrive'],
  'gate-think': [1000, "mean milliseconds between an admitted student's actions (0.5-1.5 x)"],
  'gate-spread': [
    1500,
    'a waiting student joins again at a random moment up to this many ms after their turn comes (or the queue opens), like the browser (JOIN_SPREAD_MS); 0 joins at once',
  ],
  'gate-listeners': [
    4,
    'Socket.IO clients hearing gateProgress on behalf of every waiting student',
  ],
  'gate-connections': [256, 'HTTP requests in flight at most (keep-alive connections)'],
  roll: [
    false,
    'issue 43: the staff list and student roll imported through the API (time, peak server RSS), then the rush alone and while the import runs',
  ],
  'roll-students': [40000, 'students on the --roll roll (the first S of them the rush students)'],
  'roll-staff': [2000, 'lecturers on the --roll staff list'],
  plans: [
    false,
    'issue 48: S students (5,000 unless --students) each register their saved plan in one request at the opening, against the same plans a subject at a time, each on a fresh copy of the database',
  ],
  builder: [
    false,
    'issue 48: the timetable builder alone (bench/builder.mjs), in Node and in headless Chromium at 4x CPU slowdown; no database, no server build',
  ],
  'skip-build': [false, 'use apps/server/dist as it is'],
  server: ['', 'another build of the server to measure (its dist/main.js), to compare two builds'],
  keep: [false, 'keep the temporary folder (databases, profiles)'],
};

/** The options from the command line, defaults filled in; prints the help and exits on --help. */
export function parseOptions(argv) {
  const options = Object.fromEntries(
    Object.entries(OPTIONS).map(([name, [value]]) => [name, value]),
  );
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log('npm run bench -- [options]\n');
      for (const [name, [value, help]] of Object.entries(OPTIONS))
        console.log(`  --${name.padEnd(20)} ${help} (default ${JSON.stringify(value)})`);
      process.exit(0);
    }
    const [name, inline] = arg.replace(/^--/, '').split('=');
    if (!arg.startsWith('--') || !(name in OPTIONS)) throw new Error(`unknown option ${arg}`);
    if (typeof OPTIONS[name][0] === 'boolean') {
      options[name] = inline === undefined ? true : inline !== 'false';
      continue;
    }
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    options[name] = typeof OPTIONS[name][0] === 'number' ? Number(value) : value;
    if (Number.isNaN(options[name])) throw new Error(`${arg} needs a number`);
  }
  if (!['sqlite', 'postgres'].includes(options.db)) throw new Error('--db is sqlite or postgres');
  if (!Number.isInteger(options.workers) || options.workers < 0 || options.workers > 3)
    throw new Error('--workers is a whole number from 0 to 3 (the servers in deploy/haproxy.cfg)');
  if (options.workers > 0 && options.db !== 'postgres')
    throw new Error('--workers needs --db postgres: the processes share one database');
  const phases = options.phases.split(',').map((p) => p.trim());
  for (const phase of phases)
    if (!['limit', 'bare', 'live', 'connect'].includes(phase))
      throw new Error(`unknown phase ${phase}`);
  options.phases = phases;
  if (options['hot-subject']) {
    Object.assign(options, {
      hot: 1,
      'hot-sections': 1,
      'hot-share': 1,
      normal: 0,
      'max-hold': 1,
    });
    if (!argv.some((arg) => arg.startsWith('--hot-seats')))
      options['hot-seats'] = Math.floor(options.students / 2);
  }
  if ([options.roll, options.gate, options.plans].filter(Boolean).length > 1)
    throw new Error('--roll, --gate and --plans are separate runs');
  if (options.roll && options['roll-students'] < options.students)
    throw new Error(
      '--roll-students must be at least --students: the rush students are on the roll',
    );
  if ((options.gate || options.plans) && !argv.some((arg) => arg.startsWith('--students')))
    options.students = 5000;
  if (options.gate && !options['gate-rate'])
    options['gate-rate'] = Math.max(
      1,
      Math.round((options.students * 60) / (10 * options['gate-arrival'])),
    );
  if (!Number.isInteger(options.rounds) || options.rounds < 1 || options.rounds > 9)
    throw new Error('--rounds must be a whole number from 1 to 9');
  if (!Number.isInteger(options['client-processes']) || options['client-processes'] < 1)
    throw new Error('--client-processes must be a whole number, at least 1');
  if (options.students < options.concurrency)
    throw new Error('--students must be at least --concurrency');
  if (options.duration > 600 || options.warmup > 60) throw new Error('keep runs under 10 minutes');
  return options;
}
