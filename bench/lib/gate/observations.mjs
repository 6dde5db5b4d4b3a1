// What the gate run observes, and what its students and listeners share while it runs.

/** A fresh record for one run; the students, the listeners and the driver fill it in. */
export function newObservations() {
  return {
    ended: false,
    openAt: NaN,
    joinSamples: [], // [t, ms]: when the reply came (from the opening) and how long it took
    burstSamples: [], // the same, for the admitted students' registration requests
    generatorWaits: [], // ms a request waited here for a free connection
    waitingLog: [], // [sentAt, admittedThrough] of every `waiting` reply
    progressLog: [], // [t, admittedThrough, issued, prequeued, rate] as the listeners heard it
    memory: [],
    errors: {},
    refusals: {},
    anomalies: {
      duplicateTickets: 0,
      ticketChanges: 0,
      lostPlaces: 0,
      lateRefusals: 0,
      admissionRefused: 0,
      gateNotOn: 0,
      progressWentBack: 0,
    },
    renewals: 0,
    fallbackJoins: 0,
    finished: 0,
    byTicket: [],
    reachedAt: [], // when the listeners first heard that a ticket was reached
    prequeued: new Set(),
    // What the listeners heard (what wakes students), and the most any reply or event said.
    heard: { opened: false, admittedThrough: 0, at: 0, progress: null },
    seen: { admittedThrough: 0, issued: 0 },
    cursor: 0,
  };
}

/** Counts one more `key` in `bag`. */
export const count = (bag, key) => (bag[key] = (bag[key] ?? 0) + 1);

/** Milliseconds from the opening. */
export const fromOpening = (state, at) => at - state.openAt;
