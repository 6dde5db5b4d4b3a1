/**
 * The latest reply times, for the dashboard's p95: Prometheus computes its own from the
 * histogram's buckets, but a percentile from buckets is only as fine as the buckets (0.25 s to
 * 0.5 s is one), and the registrar reads an exact figure. Bounded, so a rush costs no memory.
 */
export class RecentDurations {
  private readonly seconds: Float64Array;
  private readonly at: Float64Array;
  private next = 0;
  private filled = 0;

  constructor(capacity: number) {
    this.seconds = new Float64Array(capacity);
    this.at = new Float64Array(capacity);
  }

  add(seconds: number, nowMs: number): void {
    this.seconds[this.next] = seconds;
    this.at[this.next] = nowMs;
    this.next = (this.next + 1) % this.seconds.length;
    this.filled = Math.min(this.filled + 1, this.seconds.length);
  }

  /** The `q` quantile (nearest rank) of the durations since `sinceMs`; null when there are none. */
  quantile(q: number, sinceMs: number): number | null {
    const recent: number[] = [];
    for (let i = 0; i < this.filled; i += 1) {
      if (this.at[i]! >= sinceMs) recent.push(this.seconds[i]!);
    }
    if (recent.length === 0) return null;
    recent.sort((a, b) => a - b);
    return recent[Math.min(recent.length - 1, Math.ceil(q * recent.length) - 1)]!;
  }
}
