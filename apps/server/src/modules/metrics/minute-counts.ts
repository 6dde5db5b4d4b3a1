const MINUTE_MS = 60_000;

/**
 * Counts by key for each of the last few minutes, for the dashboard's per-minute series. Prometheus
 * keeps the history of `/metrics` itself; the dashboard has only this process's memory.
 */
export class MinuteCounts<Key extends string> {
  /** Minute number (ms since epoch / 60 000) -> counts by key; only the last `minutes` kept. */
  private readonly minutes = new Map<number, Map<Key, number>>();

  constructor(private readonly kept: number) {}

  add(key: Key, count: number, now: Date): void {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    let counts = this.minutes.get(minute);
    if (!counts) {
      counts = new Map();
      this.minutes.set(minute, counts);
      for (const old of this.minutes.keys())
        if (old <= minute - this.kept) this.minutes.delete(old);
    }
    counts.set(key, (counts.get(key) ?? 0) + count);
  }

  /** The key's count in each of the last `kept` minutes, oldest first, the current one last. */
  series(key: Key, now: Date): number[] {
    const current = Math.floor(now.getTime() / MINUTE_MS);
    return Array.from(
      { length: this.kept },
      (_, i) => this.minutes.get(current - this.kept + 1 + i)?.get(key) ?? 0,
    );
  }
}
