// The gate run's listeners: a few browsers' worth of Socket.IO clients that hear `gateProgress` on
// behalf of every waiting student, and wake the students whose turn has come.
import { io } from 'socket.io-client';
import { wallNow } from '../stats.mjs';
import { fromOpening } from './observations.mjs';

/** Connects `count` listeners (as the first students), recording into `state`. */
export async function connectListeners({ port, students, count, state, driver }) {
  const { anomalies, heard, seen } = state;
  const listeners = [];

  function onProgress(listener, progress) {
    const now = wallNow();
    if (listener.lastAt) listener.maxGapMs = Math.max(listener.maxGapMs, now - listener.lastAt);
    listener.lastAt = now;
    listener.events += 1;
    if (progress.admittedThrough < listener.lastThrough) anomalies.progressWentBack += 1;
    listener.lastThrough = progress.admittedThrough;
    state.progressLog.push([
      fromOpening(state, now),
      progress.admittedThrough,
      progress.issued,
      progress.prequeued,
      progress.ratePerMinute,
    ]);
    heard.at = now;
    heard.progress = progress;
    seen.admittedThrough = Math.max(seen.admittedThrough, progress.admittedThrough);
    seen.issued = Math.max(seen.issued, progress.issued);
    if (progress.opened && !heard.opened) {
      heard.opened = true;
      heard.openedAt = now;
      // Everyone in the pre-queue joins again to learn their place, as the browser does.
      for (const student of state.prequeued) driver.joinLater(student, driver.spread());
    }
    if (progress.admittedThrough > heard.admittedThrough) {
      heard.admittedThrough = progress.admittedThrough;
      for (let ticket = state.cursor + 1; ticket <= heard.admittedThrough; ticket += 1) {
        state.reachedAt[ticket] = now;
        const student = state.byTicket[ticket];
        if (student?.state === 'waiting') driver.joinLater(student, driver.spread());
      }
      state.cursor = heard.admittedThrough;
    }
  }

  await Promise.all(
    students.slice(0, count).map(
      (student, n) =>
        new Promise((resolve, reject) => {
          const listener = { events: 0, lastAt: 0, maxGapMs: 0, lastThrough: 0, disconnects: 0 };
          const socket = io(`http://127.0.0.1:${port}`, {
            transports: ['websocket'],
            auth: { token: student.token },
            forceNew: true,
            timeout: 20_000,
          });
          listener.socket = socket;
          socket.on('gateProgress', (progress) => onProgress(listener, progress));
          socket.on('disconnect', () => {
            if (!state.ended) listener.disconnects += 1;
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) =>
            reject(new Error(`listener ${n}: ${error.message}`)),
          );
          listeners.push(listener);
        }),
    ),
  );
  return listeners;
}
