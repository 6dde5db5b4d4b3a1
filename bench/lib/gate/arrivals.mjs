// When the gate run's students come: a seeded schedule, the same every run.
import { seededRandom } from '../stats.mjs';

/**
 * When each student comes, in milliseconds from the opening: `earlyShare` of them spread over the
 * `earlyMs` before it (the pre-queue), the rest over the `arrivalMs` after it. Which student comes
 * when is a seeded shuffle, so every run has the same schedule.
 */
export function arrivalSchedule(count, { earlyShare, earlyMs, arrivalMs, seed = 25 }) {
  const random = seededRandom(seed);
  const early = Math.round(count * earlyShare);
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order
    .map((index, i) => ({
      index,
      at: i < early ? -earlyMs + random() * earlyMs : random() * arrivalMs,
    }))
    .sort((a, b) => a.at - b.at);
}
