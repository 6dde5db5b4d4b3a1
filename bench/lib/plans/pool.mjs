// The --plans load generator: K keep-alive connections working through the students, each student
// with at most one request in flight, like a browser tab. A student with more to do goes to the back
// of the line after each reply, so every student's first request goes out before anyone's second,
// as when they all press the button at the opening.
import { createClient } from '../http-client.mjs';
import { DoubleList, percentiles } from '../stats.mjs';

function errorCode(body) {
  try {
    return JSON.parse(body.toString('utf8')).code ?? 'UNKNOWN';
  } catch {
    return 'UNPARSABLE';
  }
}

/**
 * Runs every student to the end: `next(student)` gives `{ method, path, body }` or null when they
 * are done; `settle(student, reply, failure)` reads the reply (`failure` is a network error or
 * timeout, `reply` undefined then). Stops sending at `deadlineMs`. Returns the timings.
 */
export async function runPool({
  port,
  clientKind,
  concurrency,
  students,
  next,
  settle,
  timeoutMs,
  deadlineMs,
  label,
}) {
  const client = createClient(clientKind, port, concurrency, timeoutMs);
  const latencies = new DoubleList();
  const doneAt = new DoubleList();
  const line = students.map((student) => ({ student, request: next(student) }));
  for (const item of line) if (item.request === null) doneAt.push(0);
  let head = 0;
  const waiting = [];
  let inFlight = 0;
  const statuses = {};
  const failures = {};
  let requests = 0;
  let lastReplyAt = 0;
  const start = performance.now();
  const deadline = start + deadlineMs;
  let progressAt = start + 5000;

  // Wakes one waiting worker (or, when nothing is left anywhere, all of them to stop).
  const wake = () => {
    if (head < line.length) waiting.shift()?.();
    else if (inFlight === 0) for (const resume of waiting.splice(0)) resume();
  };
  const take = async () => {
    for (;;) {
      if (performance.now() > deadline) {
        // Past the deadline nobody sends again: let every waiting worker stop too.
        for (const resume of waiting.splice(0)) resume();
        return null;
      }
      while (head < line.length && line[head].request === null) head += 1;
      if (head < line.length) return line[head++];
      if (inFlight === 0) return null;
      await new Promise((resolve) => waiting.push(resolve));
    }
  };

  async function worker() {
    for (let item = await take(); item; item = await take()) {
      inFlight += 1;
      const { student, request } = item;
      const t0 = performance.now();
      let reply;
      let failure;
      try {
        reply = await client.send(request.method, request.path, student.token, request.body);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const t1 = performance.now();
      requests += 1;
      latencies.push(t1 - t0);
      lastReplyAt = t1;
      if (reply) {
        const key = reply.status >= 400 ? `${reply.status} ${errorCode(reply.body)}` : reply.status;
        statuses[key] = (statuses[key] ?? 0) + 1;
      } else failures[failure] = (failures[failure] ?? 0) + 1;
      settle(student, reply, failure);
      const following = next(student);
      if (following) line.push({ student, request: following });
      else doneAt.push(t1 - start);
      inFlight -= 1;
      if (t1 >= progressAt) {
        console.log(
          `  [${label}] ${((t1 - start) / 1000).toFixed(0)} s: ${requests} requests, ${doneAt.length} students done`,
        );
        progressAt += 5000;
      }
      wake();
    }
  }

  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  client.close();
  const seconds = (lastReplyAt - start) / 1000;
  return {
    requests,
    seconds,
    requestsPerSec: requests / seconds,
    latency: percentiles(latencies.values()),
    studentDone: percentiles(doneAt.values()),
    studentsDone: doneAt.length,
    // Students the deadline stopped before they were done.
    unfinished: students.length - doneAt.length,
    statuses,
    failures,
  };
}
