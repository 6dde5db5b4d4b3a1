// Phase B of --plans: the same plans registered the way a browser does it without one, a subject at
// a time with `POST /api/registration/subjects`: the preferred section, on SUBJECT_FULL or
// TIME_CLASH the next alternative, else the subject is given up; after the last subject, each
// fallback in turn (any section of it) for the subjects given up, as the plan's one request does.
import { countNone, countPlace, countRank, countRefusal, newTally } from './tally.mjs';
import { runPool } from './pool.mjs';

const ADD = '/api/registration/subjects';
// Refusals a student answers by trying another section; anything else gives the subject up.
const TRY_ANOTHER = new Set(['SUBJECT_FULL', 'TIME_CLASH']);

function errorCode(body) {
  try {
    return JSON.parse(body.toString('utf8')).code ?? 'UNKNOWN';
  } catch {
    return 'UNPARSABLE';
  }
}

const addBody = (subjectId, sectionIds) =>
  JSON.stringify(
    !sectionIds
      ? { subjectId }
      : sectionIds.length === 1
        ? { subjectId, sectionId: sectionIds[0] }
        : { subjectId, sectionIds },
  );

/**
 * Where a student is: the plan subject and its option (0 preferred), then, once every subject has
 * been tried, the next fallback and how many refused subjects still want one.
 */
const startState = () => ({ subject: 0, option: 0, fallback: 0, refused: 0 });

function nextRequest(student) {
  const { plan, state } = student;
  if (state.subject < plan.subjects.length) {
    const subject = plan.subjects[state.subject];
    const options = [subject.sectionIds, ...(subject.alternatives ?? [])];
    return { method: 'POST', path: ADD, body: addBody(subject.subjectId, options[state.option]) };
  }
  if (state.refused === 0 || state.fallback >= plan.fallbacks.length) return null;
  const fallback = plan.fallbacks[state.fallback];
  return { method: 'POST', path: ADD, body: addBody(fallback.subjectId, fallback.sectionIds) };
}

/** After the last subject or fallback: the refused subjects nothing stood in for. */
function finish(tally, student) {
  const { plan, state } = student;
  if (state.subject >= plan.subjects.length && nextRequest(student) === null)
    countNone(tally, student, state.refused);
}

function settleOne(tally, student, reply, failure) {
  const { plan, state } = student;
  const inFallback = state.subject >= plan.subjects.length;
  const current = inFallback ? plan.fallbacks[state.fallback] : plan.subjects[state.subject];
  // A timeout or a 5xx may or may not have taken the seat: the check leaves this student out.
  if (failure !== undefined || reply.status >= 500) student.uncertain = true;
  const code = reply && reply.status !== 201 ? errorCode(reply.body) : undefined;
  if (code) countRefusal(tally, inFallback ? `${code} (fallback)` : code);
  const taken = reply?.status === 201;
  tally.attempts += 1;
  if (taken) {
    student.held.add(current.subjectId);
    tally.seatsTaken += 1;
  }
  if (inFallback) {
    // As the plan does: a fallback taken stands in for one refused subject; one refused is used up.
    state.fallback += 1;
    if (taken) {
      state.refused -= 1;
      countRank(tally, 'fallback');
    }
  } else if (taken) {
    countPlace(tally, current.sectionIds ? state.option : null);
    Object.assign(state, { subject: state.subject + 1, option: 0 });
  } else {
    const options = 1 + (current.alternatives?.length ?? 0);
    if (TRY_ANOTHER.has(code) && current.sectionIds && state.option + 1 < options)
      state.option += 1;
    else
      Object.assign(state, { subject: state.subject + 1, option: 0, refused: state.refused + 1 });
  }
  finish(tally, student);
}

/** Runs phase B over `students` (freshStudents, each with its `plan`); timings and the tally. */
export async function registerOneByOne({ port, clientKind, concurrency, students, deadlineMs }) {
  const tally = newTally();
  for (const student of students) student.state = startState();
  const timings = await runPool({
    port,
    clientKind,
    concurrency,
    students,
    label: 'one by one',
    timeoutMs: 30_000,
    deadlineMs,
    next: nextRequest,
    settle: (student, reply, failure) => settleOne(tally, student, reply, failure),
  });
  return { ...timings, tally };
}
