export interface LoginThrottleOptions {
  /** Failures one account may have before each further attempt must wait. */
  accountFailures: number;
  /** Failures one address may have in the window; generous, as a campus shares one NAT address. */
  addressFailures: number;
  windowMs: number;
  /** The longest wait the doubling delay reaches. */
  maxDelayMs: number;
}

interface Tally {
  failures: number;
  firstAt: number;
  lastAt: number;
}

/**
 * Slows down password guessing: after `accountFailures` failures an account's next attempt waits
 * 1 s, then 2 s, 4 s ... up to `maxDelayMs`; an address past `addressFailures` in the window waits
 * for the window to pass. A successful login clears the account. Kept in memory per process.
 */
export function createLoginThrottle(options: LoginThrottleOptions, now: () => number = Date.now) {
  const accounts = new Map<string, Tally>();
  const addresses = new Map<string, Tally>();

  function current(map: Map<string, Tally>, key: string): Tally | undefined {
    const tally = map.get(key);
    if (tally && now() - tally.lastAt > options.windowMs) {
      map.delete(key);
      return undefined;
    }
    return tally;
  }

  function note(map: Map<string, Tally>, key: string) {
    const tally = current(map, key) ?? { failures: 0, firstAt: now(), lastAt: now() };
    tally.failures += 1;
    tally.lastAt = now();
    map.set(key, tally);
  }

  // Expired tallies are dropped now and then, so memory stays bounded by recent failures.
  const sweep = setInterval(() => {
    for (const map of [accounts, addresses]) for (const key of map.keys()) current(map, key);
  }, options.windowMs);
  sweep.unref();

  return {
    /** Milliseconds the caller must wait before trying again; 0 when it may try now. */
    waitMs(account: string, address: string): number {
      const byAccount = current(accounts, account);
      const byAddress = current(addresses, address);
      let wait = 0;
      if (byAccount && byAccount.failures >= options.accountFailures) {
        const delay = Math.min(
          options.maxDelayMs,
          1000 * 2 ** (byAccount.failures - options.accountFailures),
        );
        wait = Math.max(wait, byAccount.lastAt + delay - now());
      }
      if (byAddress && byAddress.failures >= options.addressFailures) {
        wait = Math.max(wait, byAddress.firstAt + options.windowMs - now());
      }
      return Math.max(0, wait);
    },
    failed(account: string, address: string) {
      note(accounts, account);
      note(addresses, address);
    },
    succeeded(account: string) {
      accounts.delete(account);
    },
    stop() {
      clearInterval(sweep);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
