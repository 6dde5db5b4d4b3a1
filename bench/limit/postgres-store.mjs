// The limit on PostgreSQL through pg (named prepared statements), the same queries as Daftar's,
// with no explicit transaction: one read of everything the add or removal decides on, the rules in
// JS, then one call of take_seat_if_unchanged / remove_selection_if_unchanged (Daftar's migration
// 0002), which changes nothing if the registration changed since the read: then read and decide
// again. A student's first add inserts the registration, then reads again.
import { PG_SQL } from './postgres-statements.mjs';
import { chooseSections, ensureOpen, Refusal, selectedReply, statusAfterEdit } from './rules.mjs';

/** As Daftar: how many times an add or removal reads again before it gives up. */
const MAX_ATTEMPTS = 20;
const changingTooOften = () =>
  new Refusal(
    503,
    'SERVICE_UNAVAILABLE',
    'Your registration is changing too often right now. Please try again.',
  );

/** The PostgreSQL store on a pool of `poolSize`: `user`, `add` and `remove`. */
export async function openPostgres(url, poolSize) {
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
