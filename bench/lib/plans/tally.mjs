// What each plan subject came to, by preference rank, the same way for both phases: the preferred
// section, the k-th alternative, a fallback in its place, or nothing; and the refusals met.

/** The ranks in the order the report prints them. */
export const RANKS = [
  'preferred',
  'alternative 1',
  'alternative 2',
  'any section',
  'held',
  'fallback',
  'none',
];

export function newTally() {
  return {
    ranks: Object.fromEntries(RANKS.map((rank) => [rank, 0])),
    refusals: {},
    seatsTaken: 0,
    // Tries at a seat (one add each, in the server or over HTTP), and students a subject short.
    attempts: 0,
    studentsShort: 0,
    // The same by quarter of the line (the order the students first send in): whether where a
    // student stands decides what they get.
    shortByQuarter: [0, 0, 0, 0],
  };
}

/** A plan subject got a place: `choice` 0 preferred, k the k-th alternative, null any section. */
export function countPlace(tally, choice) {
  const rank =
    choice === null ? 'any section' : choice === 0 ? 'preferred' : `alternative ${choice}`;
  tally.ranks[rank] = (tally.ranks[rank] ?? 0) + 1;
}

/** The plan subjects nothing stood in for; a student with any is a subject short. */
export function countNone(tally, student, times) {
  if (times <= 0) return;
  tally.ranks.none += times;
  tally.studentsShort += 1;
  tally.shortByQuarter[student.quarter] += 1;
}

export function countRank(tally, rank, times = 1) {
  tally.ranks[rank] = (tally.ranks[rank] ?? 0) + times;
}

export function countRefusal(tally, code) {
  tally.refusals[code] = (tally.refusals[code] ?? 0) + 1;
}
