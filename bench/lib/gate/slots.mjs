// The gate run's connections: its students share --gate-connections keep-alive connections.

/** At most `max` requests in flight; the rest wait their turn in arrival order. */
export function slots(max) {
  let free = max;
  const waiting = [];
  let maxQueued = 0;
  return {
    acquire() {
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      maxQueued = Math.max(maxQueued, waiting.length + 1);
      return new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
    get maxQueued() {
      return maxQueued;
    },
  };
}
