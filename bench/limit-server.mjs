// The limit: the registration rush's work with no framework and no query builder, to measure
// Daftar against. A bare node:http server that verifies the HS256 token (fast-jwt, as Daftar),
// looks the user up, applies the same rules as Daftar's add and removal to take or give back a
// seat, and replies JSON.
// - SQLite through better-sqlite3: one transaction (BEGIN IMMEDIATE) of hand-written prepared
//   statements, the seat taken with a conditional update, the selection row inserted or deleted.
// - PostgreSQL through pg (named prepared statements), the same queries as Daftar's, with no
//   explicit transaction: one read of everything the add or removal decides on (the SQL text of
//   Daftar's addContext / removeContext, with the registration's row version), the rules in JS,
//   then one call of take_seat_if_unchanged / remove_selection_if_unchanged (Daftar's migration
//   0002), which changes nothing if the registration changed since the read: then read and decide
//   again. A student's first add inserts the registration, then reads again.
//
// Environment: PORT, DATABASE_URL (sqlite:<path> or postgres://...), JWT_SECRET, POOL_SIZE.
import http from 'node:http';
import { createVerifier } from 'fast-jwt';

const { PORT = '0', DATABASE_URL = '', JWT_SECRET = '', POOL_SIZE = '10' } = process.env;
if (JWT_SECRET.length < 32 || !DATABASE_URL) {
  console.error('limit-server: set DATABASE_URL and JWT_SECRET (32+ characters)');
  process.exit(2);
}

const verifier = createVerifier({
  key: JWT_SECRET,
  algorithms: ['HS256'],
  requiredClaims: ['sub', 'role', 'exp', 'ver'],
  cache: 10_000,
});

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hhmm = (m) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function ensureOpen(period, now) {
  if (!period) throw new Refusal(404, 'NOT_FOUND', 'No registration period has been set up yet.');
  const today = now.toISOString().slice(0, 10);
  const closed =
    (period.closed_at !== null && period.closed_at <= now.toISOString()) || today > period.end_date;
  if (closed || today < period.start_date)
    throw new Refusal(409, 'PERIOD_NOT_OPEN', 'Registration is not open.');
}

const overlaps = (a, b) =>
  a.day === b.day && a.start_minute < b.end_minute && b.start_minute < a.end_minute;

/** The sections to try, in order, or the refusal: the rules of Daftar's chooseSections. */
function chooseSections(subject, sections, meetings, held) {
  const label = `${subject.code} ${subject.name}`;
  const open = sections.filter((s) => s.registered < s.capacity);
  if (sections.length === 0 || open.length === 0)
    throw new Refusal(409, 'SUBJECT_FULL', `${label} is full: no seats are left.`);
  const clashOf = (section) => {
    const own = meetings.filter((m) => m.section_id === section.id);
    return held.find((h) => own.some((m) => overlaps(m, h)));
  };
  const free = open.filter((s) => !clashOf(s));
  if (free.length === 0) {
    const clash = clashOf(open[0]);
    throw new Refusal(409, 'TIME_CLASH', `${label} clashes with ${clash.code} ${clash.name}.`);
  }
  return free;
}

function selectedReply(subject, section, meetings) {
  const own = meetings
    .filter((m) => m.section_id === section.id)
    .map((m) => ({
      day: m.day,
      startTime: hhmm(m.start_minute),
      endTime: hhmm(m.end_minute),
      room: m.room,
    }));
  return {
    id: subject.id,
    code: subject.code,
    name: subject.name,
    credits: subject.credits,
    faculty: { id: subject.faculty_id, name: subject.faculty_name },
    status: 'pending',
    section: {
      id: section.id,
      number: section.number,
      schedule: own
        .map((m) => `${DAY_NAMES[m.day]} ${m.startTime}-${m.endTime} (${m.room})`)
        .join(', '),
      lecturer: section.lecturer,
      meetings: own,
    },
  };
}

function statusAfterEdit(statuses) {
  if (statuses.length === 0 || statuses.includes('pending')) return 'draft';
  if (statuses.every((s) => s === 'approved')) return 'approved';
  if (statuses.every((s) => s === 'rejected')) return 'rejected';
  return 'partially_approved';
}

// SQLite: the queries of Daftar's add and remove, written by hand (`user` serves PostgreSQL too).
const SQL = {
  user: 'select id, role, token_version from users where id = $1',
  period: 'select * from registration_periods where is_current = 1',
  upsertRegistration: `insert into registrations (student_id, period_id, status, created_at, updated_at)
    values ($1, $2, 'draft', $3, $3) on conflict (student_id, period_id) do nothing`,
  registration: 'select id, status from registrations where student_id = $1 and period_id = $2',
  subject: `select s.id, s.code, s.name, s.credits, s.faculty_id, f.name as faculty_name,
      exists (select 1 from registration_subjects rs
        where rs.registration_id = $3 and rs.subject_id = s.id) as selected,
      exists (select 1 from subject_prerequisites sp where sp.subject_id = s.id) as has_prerequisites
    from subjects s join faculties f on f.id = s.faculty_id
    where s.id = $1 and exists (select 1 from sections where subject_id = $1 and period_id = $2)`,
  missingPrerequisites: `select p.code, p.name from subject_prerequisites sp
    join subjects p on p.id = sp.prerequisite_id
    where sp.subject_id = $1 and not exists (
      select 1 from registration_subjects rs
      join registrations r on r.id = rs.registration_id
      join registration_periods rp on rp.id = r.period_id
      where r.student_id = $2 and rs.subject_id = sp.prerequisite_id and rs.status = 'approved'
        and rp.start_date < $3)`,
  held: `select rs.id, s.code, s.name, s.credits, m.day, m.start_minute, m.end_minute
    from registration_subjects rs join subjects s on s.id = rs.subject_id
    left join section_meetings m on m.section_id = rs.section_id
    where rs.registration_id = $1 and rs.status <> 'rejected'`,
  sections: `select sec.id, sec.number, sec.capacity, sec.registered, sec.lecturer,
      m.day, m.start_minute, m.end_minute, m.room
    from sections sec left join section_meetings m on m.section_id = sec.id
    where sec.subject_id = $1 and sec.period_id = $2 order by sec.number, m.day, m.start_minute`,
  setStatus: 'update registrations set status = $1, updated_at = $2 where id = $3',
  takeSeat:
    'update sections set registered = registered + 1 where id = $1 and registered < capacity',
  insertSelection: `insert into registration_subjects (registration_id, subject_id, section_id, status, created_at)
    values ($1, $2, $3, 'pending', $4)`,
  selections:
    'select id, subject_id, section_id, status from registration_subjects where registration_id = $1',
  deleteSelection: 'delete from registration_subjects where id = $1',
  giveBackSeat: 'update sections set registered = registered - 1 where id = $1 and registered > 0',
};

// SQLite: the two operations as generators that yield [query, values] and get rows (or the
// number of changed rows) back, run synchronously inside a better-sqlite3 transaction.

function* addSubject(userId, subjectId, now) {
  const [period] = yield ['period', []];
  ensureOpen(period, now);
  const stamp = now.toISOString();
  yield ['upsertRegistration', [userId, period.id, stamp]];
  const [registration] = yield ['registration', [userId, period.id]];
  if (registration.status === 'submitted')
    throw new Refusal(409, 'REGISTRATION_UNDER_REVIEW', 'Your registration is under review.');
  const [subject] = yield ['subject', [subjectId, period.id, registration.id]];
  if (!subject) throw new Refusal(404, 'NOT_FOUND', 'That subject was not found.');
  if (subject.selected)
    throw new Refusal(409, 'ALREADY_SELECTED', `You have already selected ${subject.code}.`);
  if (subject.has_prerequisites) {
    const missing = yield ['missingPrerequisites', [subjectId, userId, period.start_date]];
    if (missing.length > 0)
      throw new Refusal(409, 'PREREQUISITE_NOT_MET', `${subject.code} needs a prerequisite.`);
  }
  const heldRows = yield ['held', [registration.id]];
  const counted = new Set();
  let credits = 0;
  for (const row of heldRows) {
    if (!counted.has(row.id)) credits += row.credits;
    counted.add(row.id);
  }
  if (credits + subject.credits > period.credit_max)
    throw new Refusal(409, 'CREDIT_LIMIT', `Adding ${subject.code} passes the maximum.`);
  const rows = yield ['sections', [subjectId, period.id]];
  const sections = [];
  const meetings = [];
  for (const row of rows) {
    if (sections.at(-1)?.id !== row.id) sections.push(row);
    if (row.day !== null) meetings.push({ ...row, section_id: row.id });
  }
  const held = heldRows.filter((row) => row.day !== null);
  const candidates = chooseSections(subject, sections, meetings, held);
  yield ['setStatus', ['draft', stamp, registration.id]];
  for (const section of candidates) {
    if ((yield ['takeSeat', [section.id]]) === 1) {
      yield ['insertSelection', [registration.id, subjectId, section.id, stamp]];
      return selectedReply(subject, section, meetings);
    }
  }
  throw new Refusal(409, 'SUBJECT_FULL', `${subject.code} is full.`);
}

function* removeSubject(userId, subjectId, now) {
  const [period] = yield ['period', []];
  ensureOpen(period, now);
  const [registration] = yield ['registration', [userId, period.id]];
  const selections = registration ? yield ['selections', [registration.id]] : [];
  const selection = selections.find((s) => s.subject_id === subjectId);
  if (!selection)
    throw new Refusal(404, 'NOT_FOUND', 'That subject in your selection was not found.');
  if (registration.status === 'submitted')
    throw new Refusal(409, 'REGISTRATION_UNDER_REVIEW', 'Your registration is under review.');
  const remaining = selections.filter((s) => s !== selection).map((s) => s.status);
  yield ['setStatus', [statusAfterEdit(remaining), now.toISOString(), registration.id]];
  yield ['deleteSelection', [selection.id]];
  if (selection.status !== 'rejected') yield ['giveBackSeat', [selection.section_id]];
}

async function openSqlite(path) {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const statements = {};
  for (const [name, text] of Object.entries(SQL)) {
    // pg's $1, $2 ... become SQLite's anonymous ?, with the values repeated in their order.
    const order = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
    const statement = db.prepare(text.replace(/\$\d+/g, '?'));
    statements[name] = { statement, order };
  }
  const exec = (name, values) => {
    const { statement, order } = statements[name];
    const bound = order.map((i) => values[i]);
    return statement.reader ? statement.all(bound) : statement.run(bound).changes;
  };
  const run = db.transaction((operation, userId, subjectId, now) => {
    const steps = operation(userId, subjectId, now);
    let step = steps.next();
    while (!step.done) step = steps.next(exec(...step.value));
    return step.value;
  });
  return {
    user: async (id) => exec('user', [id])[0],
    add: async (userId, subjectId) => run.immediate(addSubject, userId, subjectId, new Date()),
    remove: async (userId, subjectId) =>
      run.immediate(removeSubject, userId, subjectId, new Date()),
  };
}

// PostgreSQL: the texts Daftar sends, character for character (Kysely's output, on one line; laid
// out here on several). Kysely binds the statuses in the read queries as parameters, so they are
// parameters here too.
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const PG_SQL = {
  user: SQL.user,
  // registration.repository.ts, addContextQuery: values [student, 'approved', 'rejected', student,
  // subject].
  addContext: oneLine(`select "p"."id" as "period_id", "p"."start_date", "p"."end_date",
    "p"."closed_at", "p"."credit_max", "r"."id" as "registration_id",
    "r"."status" as "registration_status", r.xmin::text as "registration_version",
    "s"."id" as "subject_id", "s"."code", "s"."name", "s"."credits", "f"."id" as "faculty_id",
    "f"."name" as "faculty_name",
    exists (select "os"."id" from "sections" as "os" where "os"."subject_id" = "s"."id"
      and "os"."period_id" = "p"."id") as "offered",
    exists (select "rs"."id" from "registration_subjects" as "rs"
      where "rs"."registration_id" = "r"."id" and "rs"."subject_id" = "s"."id") as "selected",
    (select coalesce(json_agg(agg), '[]') from (select "pre"."code", "pre"."name"
      from "subject_prerequisites" as "sp"
      inner join "subjects" as "pre" on "pre"."id" = "sp"."prerequisite_id"
      where "sp"."subject_id" = "s"."id" and not exists (select "done"."id"
        from "registration_subjects" as "done"
        inner join "registrations" as "dr" on "dr"."id" = "done"."registration_id"
        inner join "registration_periods" as "dp" on "dp"."id" = "dr"."period_id"
        where "dr"."student_id" = $1 and "done"."subject_id" = "sp"."prerequisite_id"
        and "done"."status" = $2 and "dp"."start_date" < "p"."start_date")
      order by "pre"."code") as agg) as "missing_prerequisites",
    (select coalesce(json_agg(agg), '[]') from (select "h"."id", "hs"."code", "hs"."name",
      "hs"."credits", "hm"."day", "hm"."start_minute", "hm"."end_minute"
      from "registration_subjects" as "h"
      inner join "subjects" as "hs" on "hs"."id" = "h"."subject_id"
      left join "section_meetings" as "hm" on "hm"."section_id" = "h"."section_id"
      where "h"."registration_id" = "r"."id" and "h"."status" != $3) as agg) as "held",
    (select coalesce(json_agg(agg), '[]') from (select "sec"."id", "sec"."number",
      "sec"."capacity", "sec"."registered", "sec"."lecturer" from "sections" as "sec"
      where "sec"."subject_id" = "s"."id" and "sec"."period_id" = "p"."id"
      order by "sec"."number") as agg) as "sections",
    (select coalesce(json_agg(agg), '[]') from (select "m"."section_id", "m"."day",
      "m"."start_minute", "m"."end_minute", "m"."room" from "section_meetings" as "m"
      inner join "sections" as "ms" on "ms"."id" = "m"."section_id"
      where "ms"."subject_id" = "s"."id" and "ms"."period_id" = "p"."id"
      order by "ms"."number", "m"."day", "m"."start_minute") as agg) as "section_meetings"
    from "registration_periods" as "p"
    left join "registrations" as "r" on "r"."period_id" = "p"."id" and "r"."student_id" = $4
    left join "subjects" as "s" on "s"."id" = $5
    left join "faculties" as "f" on "f"."id" = "s"."faculty_id"
    where "p"."is_current" = 1`),
  // removeContextQuery: values [student].
  removeContext: oneLine(`select "p"."id" as "period_id", "p"."start_date", "p"."end_date",
    "p"."closed_at", "p"."credit_max", "r"."id" as "registration_id",
    "r"."status" as "registration_status", r.xmin::text as "registration_version",
    (select coalesce(json_agg(agg), '[]') from (select "rs"."id", "rs"."subject_id",
      "rs"."section_id", "rs"."status" from "registration_subjects" as "rs"
      where "rs"."registration_id" = "r"."id") as agg) as "selections"
    from "registration_periods" as "p"
    left join "registrations" as "r" on "r"."period_id" = "p"."id" and "r"."student_id" = $1
    where "p"."is_current" = 1`),
  // createRegistrationQuery: values [student, period, 'draft', now, now].
  createRegistration:
    'insert into "registrations" ("student_id", "period_id", "status", "created_at", "updated_at") values ($1, $2, $3, $4, $5) on conflict ("student_id", "period_id") do nothing',
  // The functions of Daftar's migration 0002-seat-functions.
  takeSeat: 'select take_seat_if_unchanged($1, $2::xid, $3, $4::integer[], $5, $6) as "outcome"',
  removeSelection: 'select remove_selection_if_unchanged($1, $2::xid, $3, $4, $5, $6) as "removed"',
};

/** As Daftar: how many times an add or removal reads again before it gives up. */
const MAX_ATTEMPTS = 20;
const changingTooOften = () =>
  new Refusal(
    503,
    'SERVICE_UNAVAILABLE',
    'Your registration is changing too often right now. Please try again.',
  );

async function openPostgres(url, poolSize) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: (oid, format) =>
        oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format),
    },
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Each query on a connection from the pool, as Daftar's queries outside a transaction.
  const query = async (name, values) =>
    (await pool.query({ name, text: PG_SQL[name], values })).rows;

  /** Daftar's addSubject on PostgreSQL: read, decide, one function call; again when changed. */
  async function add(userId, subjectId) {
    const now = new Date();
    const stamp = now.toISOString();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const [row] = await query('addContext', [userId, 'approved', 'rejected', userId, subjectId]);
      ensureOpen(row, now);
      if (row.registration_id === null) {
        await query('createRegistration', [userId, row.period_id, 'draft', stamp, stamp]);
        continue;
      }
      if (row.registration_status === 'submitted')
        throw new Refusal(409, 'REGISTRATION_UNDER_REVIEW', 'Your registration is under review.');
      if (row.subject_id === null || !row.offered)
        throw new Refusal(404, 'NOT_FOUND', 'That subject was not found.');
      const subject = {
        id: row.subject_id,
        code: row.code,
        name: row.name,
        credits: row.credits,
        faculty_id: row.faculty_id,
        faculty_name: row.faculty_name,
      };
      if (row.selected)
        throw new Refusal(409, 'ALREADY_SELECTED', `You have already selected ${subject.code}.`);
      if (row.missing_prerequisites.length > 0)
        throw new Refusal(409, 'PREREQUISITE_NOT_MET', `${subject.code} needs a prerequisite.`);
      const counted = new Set();
      let credits = 0;
      for (const h of row.held) {
        if (!counted.has(h.id)) credits += h.credits;
        counted.add(h.id);
      }
      if (credits + subject.credits > row.credit_max)
        throw new Refusal(409, 'CREDIT_LIMIT', `Adding ${subject.code} passes the maximum.`);
      const meetings = row.section_meetings;
      const held = row.held.filter((h) => h.day !== null);
      const candidates = chooseSections(subject, row.sections, meetings, held);
      const [{ outcome }] = await query('takeSeat', [
        row.registration_id,
        row.registration_version,
        subjectId,
        candidates.map((section) => section.id),
        'draft',
        stamp,
      ]);
      if (outcome === -1) continue;
      if (outcome === 0) throw new Refusal(409, 'SUBJECT_FULL', `${subject.code} is full.`);
      const section = row.sections.find((s) => s.id === outcome);
      return selectedReply(subject, section, meetings);
    }
    throw changingTooOften();
  }

  /** Daftar's removeSubject on PostgreSQL: read, decide, one function call; again when changed. */
  async function remove(userId, subjectId) {
    const now = new Date();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const [row] = await query('removeContext', [userId]);
      ensureOpen(row, now);
      const selection = row.selections.find((s) => s.subject_id === subjectId);
      if (row.registration_id === null || !selection)
        throw new Refusal(404, 'NOT_FOUND', 'That subject in your selection was not found.');
      if (row.registration_status === 'submitted')
        throw new Refusal(409, 'REGISTRATION_UNDER_REVIEW', 'Your registration is under review.');
      const remaining = row.selections.filter((s) => s !== selection).map((s) => s.status);
      const [{ removed }] = await query('removeSelection', [
        row.registration_id,
        row.registration_version,
        selection.id,
        selection.status !== 'rejected',
        statusAfterEdit(remaining),
        now.toISOString(),
      ]);
      if (removed) return;
    }
    throw changingTooOften();
  }

  // The unique key on (registration, subject) is Daftar's last guard against a double add.
  const alreadySelected = (error) => {
    if (error.code === '23505')
      throw new Refusal(409, 'ALREADY_SELECTED', 'You have already selected that subject.');
    throw error;
  };
  return {
    user: async (id) => (await query('user', [id]))[0],
    add: (userId, subjectId) => add(userId, subjectId).catch(alreadySelected),
    remove,
  };
}

const store = DATABASE_URL.startsWith('postgres')
  ? await openPostgres(DATABASE_URL, Number(POOL_SIZE))
  : await openSqlite(DATABASE_URL.replace(/^sqlite:/, ''));

function send(res, status, body) {
  if (body === undefined) {
    res.writeHead(status, { 'content-length': 0 });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function student(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) throw new Refusal(401, 'UNAUTHENTICATED', 'Please sign in.');
  let claims;
  try {
    claims = verifier(header.slice(7));
  } catch {
    throw new Refusal(401, 'UNAUTHENTICATED', 'Please sign in.');
  }
  const user = await store.user(Number(claims.sub));
  if (!user || user.token_version !== claims.ver)
    throw new Refusal(401, 'UNAUTHENTICATED', 'Please sign in.');
  if (user.role !== 'student') throw new Refusal(403, 'FORBIDDEN', 'Not allowed.');
  return user.id;
}

const positiveId = (value) => Number.isInteger(value) && value > 0;

async function handle(req, res, body) {
  try {
    if (req.url === '/healthz') return send(res, 200, { ok: true });
    if (req.method === 'POST' && req.url === '/api/registration/subjects') {
      const userId = await student(req);
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new Refusal(400, 'INVALID_JSON', 'The request body is not valid JSON.');
      }
      if (!positiveId(parsed?.subjectId))
        throw new Refusal(400, 'VALIDATION_ERROR', 'subjectId must be a positive whole number.');
      return send(res, 201, await store.add(userId, parsed.subjectId));
    }
    const match = /^\/api\/registration\/subjects\/(\d+)$/.exec(req.url);
    if (req.method === 'DELETE' && match) {
      const userId = await student(req);
      await store.remove(userId, Number(match[1]));
      return send(res, 204);
    }
    return send(res, 404, { error: 'No such route.', code: 'NOT_FOUND' });
  } catch (error) {
    if (error instanceof Refusal)
      return send(res, error.status, { error: error.message, code: error.code });
    console.error(error);
    return send(res, 500, { error: 'Something went wrong.', code: 'INTERNAL_ERROR' });
  }
}

const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  const parts = [];
  req.on('data', (part) => parts.push(part));
  req.on('end', () => void handle(req, res, Buffer.concat(parts).toString('utf8')));
});
server.listen(Number(PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
