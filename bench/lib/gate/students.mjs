// The gate run's students, as the browser drives them (apps/web/src/features/gate/
// use-live-progress.ts): join, wait until the queue reaches their ticket, join again at a random
// moment within `spreadMs` of their turn (or of the opening, from the pre-queue), again 5 s later
// while still due; once admitted, a short registration burst with the admission header.
import { seededRandom, wallNow } from '../stats.mjs';
import { count, fromOpening } from './observations.mjs';

const ADMISSION_HEADER = 'x-daftar-admission';
const RENEWED = /\r\nx-daftar-admission:\s*([^\r\n]+)/i;
/** A student still due after joining asks again this long after (plus the spread). */
const RETRY_MS = 5000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function errorCode(body) {
  try {
    return JSON.parse(body.toString('utf8')).code ?? 'UNKNOWN';
  } catch {
    return 'UNPARSABLE';
  }
}

function pickUnheld(list, held, random) {
  for (let tries = 0; tries < 8; tries += 1) {
    const id = list[Math.floor(random() * list.length)];
    if (!held.has(id)) return id;
  }
  return list.find((id) => !held.has(id));
}

/**
 * The students' side of the run, recording into `state` (observations.mjs). `join(student)`
 * sends a join and acts on the reply; `joinLater(student, ms)` is the browser's next join (at most
 * one pending per student); `spread()` the random delay before it.
 */
export function studentDriver({
  state,
  client,
  inFlight,
  catalogue,
  thinkMs,
  hotShare,
  removeShare,
  spreadMs,
}) {
  const jitter = seededRandom(2025);
  const spread = () => jitter() * spreadMs;
  const { anomalies, errors, refusals, seen, heard } = state;

  function joinLater(student, delayMs) {
    if (state.ended || student.timer) return;
    student.timer = setTimeout(() => {
      student.timer = null;
      join(student);
    }, delayMs);
  }

  async function send(kind, student, method, path, body, headers) {
    const queuedAt = wallNow();
    await inFlight.acquire();
    const sentAt = wallNow();
    let reply;
    let failure;
    try {
      reply = await client.send(method, path, student.token, body, headers);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      inFlight.release();
    }
    const doneAt = wallNow();
    const samples = kind === 'join' ? state.joinSamples : state.burstSamples;
    samples.push([fromOpening(state, doneAt), doneAt - queuedAt]);
    state.generatorWaits.push(sentAt - queuedAt);
    return { reply, failure, sentAt, doneAt };
  }

  function finish(student, outcome) {
    if (student.state === 'done' || student.state === 'failed') return;
    student.state = outcome;
    student.finishedAt = wallNow();
    state.finished += 1;
  }

  async function join(student) {
    if (
      state.ended ||
      student.inFlight ||
      !['coming', 'prequeued', 'waiting'].includes(student.state)
    )
      return;
    student.inFlight = true;
    student.joins += 1;
    student.lastJoinAt = wallNow();
    const knownBefore = seen.admittedThrough;
    const { reply, failure, sentAt, doneAt } = await send(
      'join',
      student,
      'POST',
      '/api/gate/join',
    );
    student.inFlight = false;
    student.firstSentAt ??= sentAt;
    if (failure !== undefined || reply.status !== 200) {
      count(errors, failure ?? `join HTTP ${reply.status} ${errorCode(reply.body)}`);
      joinLater(student, RETRY_MS + spread());
      return;
    }
    const status = JSON.parse(reply.body.toString('utf8'));
    if (status.state === 'open') {
      anomalies.gateNotOn += 1;
      finish(student, 'failed');
      return;
    }
    if (status.state === 'waiting') {
      waiting(student, status, knownBefore, sentAt, doneAt);
      return;
    }
    state.prequeued.delete(student);
    student.state = 'admitted';
    student.admittedSentAt = sentAt;
    student.admittedAt = doneAt;
    student.admission = status.admission;
    burst(student).catch((error) => {
      count(errors, `burst: ${error instanceof Error ? error.message : error}`);
      finish(student, 'failed');
    });
  }

  /** A `waiting` reply: the student's place (or the pre-queue), and when to join again. */
  function waiting(student, { progress, ticket }, knownBefore, sentAt, doneAt) {
    state.waitingLog.push([sentAt, progress.admittedThrough]);
    seen.admittedThrough = Math.max(seen.admittedThrough, progress.admittedThrough);
    seen.issued = Math.max(seen.issued, progress.issued);
    if (ticket === null) {
      if (student.ticket !== null) anomalies.lostPlaces += 1;
      student.prequeued ??= true;
      student.state = 'prequeued';
      state.prequeued.add(student);
      // The opening was heard while this join was on its way: the browser joins again.
      if (heard.opened) joinLater(student, spread());
      return;
    }
    state.prequeued.delete(student);
    student.prequeued ??= false;
    if (student.ticket === null) {
      student.ticket = ticket;
      student.ticketAt = doneAt;
      const holder = state.byTicket[ticket];
      if (holder && holder !== student) anomalies.duplicateTickets += 1;
      else state.byTicket[ticket] = student;
    } else if (ticket !== student.ticket) {
      anomalies.ticketChanges += 1;
    }
    // Refused although the queue had been heard to reach this ticket before the join was sent.
    if (ticket <= knownBefore) anomalies.lateRefusals += 1;
    student.state = 'waiting';
    // The browser's own reply, or the listeners, say the ticket is reached: join again (a
    // browser refused although due asks again after RETRY_MS).
    if (ticket <= Math.max(heard.admittedThrough, progress.admittedThrough))
      joinLater(student, (ticket <= knownBefore ? RETRY_MS : 0) + spread());
  }

  /** One registration action with the admission; keeps a renewed admission. */
  async function act(student, method, path, body, needsAdmission) {
    const headers = needsAdmission ? `${ADMISSION_HEADER}: ${student.admission}\r\n` : '';
    const result = await send('burst', student, method, path, body, headers);
    const { reply, failure } = result;
    if (reply) {
      const renewed = RENEWED.exec(reply.head ?? '');
      if (renewed) {
        student.admission = renewed[1].trim();
        state.renewals += 1;
      }
    }
    const what = `${method} ${path.replace(/\/\d+$/, '/:id')}`;
    if (failure !== undefined) {
      count(errors, `${what}: ${failure}`);
      if (method !== 'GET') student.uncertain = true;
    } else if (reply.status === 403 && errorCode(reply.body) === 'ADMISSION_REQUIRED') {
      anomalies.admissionRefused += 1;
    } else if (reply.status === 409 || reply.status === 404) {
      count(refusals, `${errorCode(reply.body)} (${what})`);
    } else if (reply.status >= 400) {
      count(errors, `${what}: HTTP ${reply.status} ${errorCode(reply.body)}`);
      if (reply.status >= 500) student.uncertain = true;
    }
    return result;
  }

  /** The registration page once admitted: read it, add 2-3 subjects, maybe drop one, submit. */
  async function burst(student) {
    const random = seededRandom(student.id * 7919);
    const think = () => sleep(thinkMs * (0.5 + random()));
    await act(student, 'GET', '/api/registration/status');
    await act(student, 'GET', '/api/registration/subjects');
    const adds = 2 + (random() < 0.5 ? 1 : 0);
    for (let i = 0; i < adds && !state.ended; i += 1) {
      await think();
      const hot = catalogue.hotSubjectIds.length > 0 && random() < hotShare;
      const subjectId =
        pickUnheld(
          hot ? catalogue.hotSubjectIds : catalogue.normalSubjectIds,
          student.held,
          random,
        ) ?? pickUnheld(catalogue.normalSubjectIds, student.held, random);
      const { reply } = await act(
        student,
        'POST',
        '/api/registration/subjects',
        `{"subjectId":${subjectId}}`,
        true,
      );
      if (reply?.status === 201) student.held.add(subjectId);
    }
    if (!state.ended && student.held.size > 0 && random() < removeShare) {
      await think();
      const held = [...student.held];
      const subjectId = held[Math.floor(random() * held.length)];
      const { reply } = await act(
        student,
        'DELETE',
        `/api/registration/subjects/${subjectId}`,
        undefined,
        true,
      );
      if (reply?.status === 204) student.held.delete(subjectId);
    }
    if (!state.ended) {
      await think();
      const { reply } = await act(student, 'POST', '/api/registration/submit', undefined, true);
      student.submitted = reply?.status === 200;
    }
    finish(student, state.ended ? 'failed' : 'done');
  }

  return { join, joinLater, spread };
}
