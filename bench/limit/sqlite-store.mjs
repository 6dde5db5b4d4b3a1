// The limit on SQLite through better-sqlite3: one transaction (BEGIN IMMEDIATE) of hand-written
// prepared statements, the seat taken with a conditional update, the selection row inserted or
// deleted.
import { chooseSections, ensureOpen, Refusal, selectedReply, statusAfterEdit } from './rules.mjs';

// SQLite: the queries of Daftar's add and remove, written by hand (`user` serves PostgreSQL too).
export const SQL = {
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

/** The SQLite store at `path`: `user`, `add` and `remove`, each one transaction. */
export async function openSqlite(path) {
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
