// The rush: K workers, each taking the next idle student and making one change for them (add a
// subject, or remove one they hold), as fast as the server answers. A student has at most one
// request in flight, like a browser tab. Every reply updates that student's ledger, which the
// invariant check compares with the database at the end.
import { createClient } from './http-client.mjs';
import { DoubleList, percentiles, seededRandom, wallNow } from './stats.mjs';

/** Fresh per-run state of each student: the subjects the server told them they hold. */
export function freshStudents(studentIds, tokens) {
  return studentIds.map((id, index) => ({
    id,
    token: tokens[index],
    held: new Set(),
    uncertain: false,
  }));
}

function pickUnheld(list, held, random) {
  for (let tries = 0; tries < 8; tries += 1) {
    const id = list[Math.floor(random() * list.length)];
    if (!held.has(id)) return id;
  }
  return list.find((id) => !held.has(id));
}

/** What the student does next: `{ op: 'add' | 'remove', subjectId }`. */
function nextChange(student, catalogue, policy, random) {
  const { held } = student;
  const full = held.size >= policy.maxHold;
  if (held.size > 0 && (full || random() < policy.removeShare)) {
    const list = [...held];
    return { op: 'remove', subjectId: list[Math.floor(random() * list.length)] };
  }
  const useHot =
    catalogue.hotSubjectIds.length > 0 &&
    (catalogue.normalSubjectIds.length === 0 || random() < policy.hotShare);
  const subjectId =
    pickUnheld(useHot ? catalogue.hotSubjectIds : catalogue.normalSubjectIds, held, random) ??
    pickUnheld(useHot ? catalogue.normalSubjectIds : catalogue.hotSubjectIds, held, random);
  if (subjectId === undefined) {
    const list = [...held];
    return { op: 'remove', subjectId: list[Math.floor(random() * list.length)] };
  }
  return { op: 'add', subjectId };
}

function errorCode(body) {
  try {
    return JSON.parse(body.toString('utf8')).code ?? 'UNKNOWN';
  } catch {
    return 'UNPARSABLE';
  }
}

export async function runRush(options) {
  const {
    port,
    clientKind,
    students,
    catalogue,
    concurrency,
    warmupMs,
    durationMs,
    policy,
    seed = 1,
    timeoutMs = 10_000,
    label = 'rush',
  } = options;
  const client = createClient(clientKind, port, concurrency, timeoutMs);
  const random = seededRandom(seed);
  // A ring of idle students: a worker takes the oldest and puts it back after the reply.
  const ring = new Int32Array(students.length);
  ring.forEach((_, i) => (ring[i] = i));
  let head = 0;
  let tail = 0;
  let idleCount = students.length;
  const take = () => {
    const index = ring[head];
    head = (head + 1) % ring.length;
    idleCount -= 1;
    return students[index];
  };
  const give = (student, index) => {
    ring[tail] = index;
    tail = (tail + 1) % ring.length;
    idleCount += 1;
    return student;
  };
  const indexOf = new Map(students.map((s, i) => [s, i]));

  const latencies = new DoubleList();
  const addLatencies = new DoubleList();
  const removeLatencies = new DoubleList();
  const refusals = {};
  const errors = {};
  const perSubject = new Map();
  const ackSubject = new DoubleList();
  const ackTime = new DoubleList();
  let seatChanges = 0;
  let adds = 0;
  let removes = 0;
  let requests = 0;
  let lateCompletions = 0;
  let totalRequests = 0;

  const start = performance.now();
  const measureFrom = start + warmupMs;
  const measureTo = measureFrom + durationMs;
  let progressAt = measureFrom + 5000;
  let changesSinceProgress = 0;

  async function worker() {
    while (performance.now() < measureTo) {
      if (idleCount === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const student = take();
      const { op, subjectId } = nextChange(student, catalogue, policy, random);
      const t0 = performance.now();
      let reply;
      let failure;
      try {
        reply =
          op === 'add'
            ? await client.send(
                'POST',
                '/api/registration/subjects',
                student.token,
                `{"subjectId":${subjectId}}`,
              )
            : await client.send('DELETE', `/api/registration/subjects/${subjectId}`, student.token);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const t1 = performance.now();
      totalRequests += 1;
      const measured = t1 >= measureFrom && t1 <= measureTo;
      const changed =
        reply !== undefined && (op === 'add' ? reply.status === 201 : reply.status === 204);
      if (changed) {
        if (op === 'add') student.held.add(subjectId);
        else student.held.delete(subjectId);
        ackSubject.push(subjectId);
        ackTime.push(wallNow());
      } else if (failure !== undefined || reply.status >= 500) {
        student.uncertain = true;
      }
      if (t1 > measureTo) lateCompletions += 1;
      if (measured) {
        requests += 1;
        latencies.push(t1 - t0);
        (op === 'add' ? addLatencies : removeLatencies).push(t1 - t0);
        if (changed) {
          seatChanges += 1;
          changesSinceProgress += 1;
          if (op === 'add') adds += 1;
          else removes += 1;
          perSubject.set(subjectId, (perSubject.get(subjectId) ?? 0) + 1);
        } else if (failure !== undefined) {
          errors[failure] = (errors[failure] ?? 0) + 1;
        } else if (reply.status === 409 || reply.status === 404) {
          const code = `${errorCode(reply.body)} (${op})`;
          refusals[code] = (refusals[code] ?? 0) + 1;
        } else {
          const code = `HTTP ${reply.status} ${errorCode(reply.body)}`;
          errors[code] = (errors[code] ?? 0) + 1;
        }
        if (t1 >= progressAt) {
          console.log(
            `  [${label}] ${((t1 - measureFrom) / 1000).toFixed(0)} s: ${(changesSinceProgress / 5).toFixed(0)} seat changes/s`,
          );
          changesSinceProgress = 0;
          progressAt += 5000;
        }
      }
      give(student, indexOf.get(student));
    }
  }

  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  client.close();
  const seconds = durationMs / 1000;
  const hottest = [...perSubject.entries()].sort((a, b) => b[1] - a[1])[0];
  return {
    seconds,
    requests,
    requestsPerSec: requests / seconds,
    seatChanges,
    seatChangesPerSec: seatChanges / seconds,
    adds,
    removes,
    latency: percentiles(latencies.values()),
    addLatency: percentiles(addLatencies.values()),
    removeLatency: percentiles(removeLatencies.values()),
    refusals,
    errors,
    lateCompletions,
    totalRequests,
    hottestSubject: hottest
      ? {
          id: hottest[0],
          code: catalogue.codes.get(hottest[0]),
          seatChangesPerSec: hottest[1] / seconds,
        }
      : null,
    acks: { subject: ackSubject.values(), time: ackTime.values() },
    measureWindow: {
      from: performance.timeOrigin + measureFrom,
      to: performance.timeOrigin + measureTo,
    },
  };
}
