// Phase A of --plans: each student sends the one `POST /api/registration/plan/register` at the
// opening; the reply says what became of every subject and fallback, which the tally and the
// student's ledger (for the invariant check) are read from.
import { countNone, countPlace, countRank, countRefusal, newTally } from './tally.mjs';
import { runPool } from './pool.mjs';

const REGISTER = '/api/registration/plan/register';

/** Runs phase A over `students` (freshStudents, each with its `plan`); timings and the tally. */
export async function registerPlans({ port, clientKind, concurrency, students, deadlineMs }) {
  const tally = newTally();
  const sent = new Set();
  const odd = [];
  const timings = await runPool({
    port,
    clientKind,
    concurrency,
    students,
    label: 'plans',
    timeoutMs: 60_000,
    deadlineMs,
    next: (student) => (sent.has(student) ? null : { method: 'POST', path: REGISTER }),
    settle(student, reply) {
      sent.add(student);
      if (!reply || reply.status >= 500) {
        student.uncertain = true;
        return;
      }
      if (reply.status !== 200) {
        // Nothing taken; the plan's subjects all come to nothing.
        countRefusal(tally, `HTTP ${reply.status}`);
        countNone(tally, student, student.plan.subjects.length);
        return;
      }
      read(tally, student, JSON.parse(reply.body.toString('utf8')), odd);
    },
  });
  return { ...timings, tally, odd: odd.slice(0, 10) };
}

function read(tally, student, body, odd) {
  let refused = 0;
  let taken = 0;
  for (const outcome of [...body.subjects, ...body.fallbacks]) tally.attempts += outcome.tried;
  for (const subject of body.subjects) {
    if (subject.outcome === 'taken' || subject.outcome === 'held') {
      student.held.add(subject.subjectId);
      if (subject.outcome === 'held') countRank(tally, 'held');
      else countPlace(tally, subject.choice);
      if (subject.outcome === 'taken') taken += 1;
    } else {
      refused += 1;
      if (subject.refusal) countRefusal(tally, subject.refusal.code);
    }
  }
  let fallbacksTaken = 0;
  for (const fallback of body.fallbacks) {
    if (fallback.outcome === 'taken') {
      student.held.add(fallback.subjectId);
      fallbacksTaken += 1;
      taken += 1;
    } else if (fallback.outcome === 'refused' && fallback.refusal) {
      countRefusal(tally, `${fallback.refusal.code} (fallback)`);
    }
  }
  countRank(tally, 'fallback', fallbacksTaken);
  countNone(tally, student, refused - fallbacksTaken);
  tally.seatsTaken += taken;
  // The reply's own count should agree with its outcomes; say so when it does not.
  if (body.taken !== taken)
    odd.push(`student ${student.id}: taken ${body.taken}, outcomes ${taken}`);
  if (fallbacksTaken > refused)
    odd.push(`student ${student.id}: ${fallbacksTaken} fallbacks for ${refused} refused`);
}
