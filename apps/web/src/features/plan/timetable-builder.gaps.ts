import type { Place } from './timetable-builder.places';

const DAYS = 8; // indexed by day, 1-7

/**
 * Each day's first start, last end and minutes taught of the places placed so far, one row per
 * search depth, so going back a level costs nothing.
 */
export class DaySpans {
  private readonly first: Int32Array;
  private readonly last: Int32Array;
  private readonly taught: Int32Array;
  /** Per day, the most minutes one subject's places could teach inside the day's span so far. */
  private readonly fillOne = new Int32Array(DAYS);
  private readonly fillAll = new Int32Array(DAYS);

  constructor(depths: number) {
    this.first = new Int32Array(depths * DAYS).fill(24 * 60);
    this.last = new Int32Array(depths * DAYS);
    this.taught = new Int32Array(depths * DAYS);
  }

  /** The row after `depth`: this depth's with `place` added. */
  place(depth: number, place: Place) {
    const here = depth * DAYS;
    const next = here + DAYS;
    for (let day = 1; day < DAYS; day += 1) {
      this.first[next + day] = this.first[here + day]!;
      this.last[next + day] = this.last[here + day]!;
      this.taught[next + day] = this.taught[here + day]!;
    }
    const spans = place.spans;
    for (let i = 0; i < spans.length; i += 4) {
      const at = next + spans[i]!;
      this.first[at] = Math.min(this.first[at]!, spans[i + 1]!);
      this.last[at] = Math.max(this.last[at]!, spans[i + 2]!);
      this.taught[at]! += spans[i + 3]!;
    }
  }

  /** Minutes between classes within each day, summed, at `depth`. */
  gap(depth: number): number {
    let idle = 0;
    for (let at = depth * DAYS + 1; at < (depth + 1) * DAYS; at += 1) {
      if (this.last[at]! > this.first[at]!)
        idle += this.last[at]! - this.first[at]! - this.taught[at]!;
    }
    return idle;
  }

  /** Starts counting what the subjects still to place could fill of the idle time. */
  startFill() {
    this.fillAll.fill(0);
  }

  /** Starts one subject still to place: its places are then each passed to `consider`. */
  startSubject() {
    this.fillOne.fill(0);
  }

  /**
   * Per day, the most of `place` that falls inside the day's span at `depth` (its classes clash
   * with nothing placed, so what falls inside the span falls in a gap).
   */
  consider(depth: number, place: Place) {
    const row = depth * DAYS;
    const spans = place.spans;
    for (let i = 0; i < spans.length; i += 4) {
      const day = spans[i]!;
      const inside =
        Math.min(spans[i + 2]!, this.last[row + day]!) -
        Math.max(spans[i + 1]!, this.first[row + day]!);
      const fill = Math.min(inside, spans[i + 3]!);
      if (fill > this.fillOne[day]!) this.fillOne[day] = fill;
    }
  }

  endSubject() {
    for (let day = 1; day < DAYS; day += 1) this.fillAll[day]! += this.fillOne[day]!;
  }

  /**
   * A lower bound on the final timetable's gap minutes: each day's idle time that the subjects
   * counted since startFill could not fill. Classes placed later outside a day's span only widen
   * it by as much as they teach, so they never shrink the gap.
   */
  unfilled(depth: number): number {
    let idle = 0;
    for (let day = 1; day < DAYS; day += 1) {
      const at = depth * DAYS + day;
      if (this.last[at]! <= this.first[at]!) continue;
      const own = this.last[at]! - this.first[at]! - this.taught[at]!;
      idle += Math.max(0, own - this.fillAll[day]!);
    }
    return idle;
  }
}
