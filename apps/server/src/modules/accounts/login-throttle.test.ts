import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle } from './login-throttle';

// In memory, on a fake clock: the limiter reads Date.now and expires its keys with timers.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const throttle = () =>
  createLoginThrottle({
    accountFailures: 3,
    addressFailures: 10,
    windowMs: 60_000,
    maxDelayMs: 8000,
  });

async function fail(limiter: ReturnType<typeof throttle>, times: number, account: string) {
  for (let i = 0; i < times; i += 1) await limiter.failed(account, 'ip');
}

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait per failure up to the cap', async () => {
    const limiter = throttle();
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.waitMs('ali', 'ip')).toBe(0);
      await limiter.failed('ali', 'ip');
    }
    expect(await limiter.waitMs('ali', 'ip')).toBe(1000);
    vi.advanceTimersByTime(1000);
    await limiter.failed('ali', 'ip');
    expect(await limiter.waitMs('ali', 'ip')).toBe(2000);
    await fail(limiter, 5, 'ali');
    expect(await limiter.waitMs('ali', 'ip')).toBe(8000);
    expect(await limiter.waitMs('siti', 'ip')).toBe(0);
  });

  it('holds back only the address that failed, never the account everywhere', async () => {
    const limiter = throttle();
    await fail(limiter, 8, 'ali');
    expect(await limiter.waitMs('ali', 'ip')).toBeGreaterThan(0);
    expect(await limiter.waitMs('ali', 'another-ip')).toBe(0);
  });

  it('clears the account and address on success and forgets failures after the window', async () => {
    const limiter = throttle();
    await fail(limiter, 3, 'ali');
    await limiter.succeeded('ali', 'ip');
    expect(await limiter.waitMs('ali', 'ip')).toBe(0);
    await limiter.failed('ali', 'ip');
    expect(await limiter.waitMs('ali', 'ip')).toBe(0);
    await fail(limiter, 3, 'abu');
    vi.advanceTimersByTime(60_001);
    await limiter.failed('abu', 'ip');
    expect(await limiter.waitMs('abu', 'ip')).toBe(0);
  });

  it('holds back an address that fails across many accounts until its window passes', async () => {
    const limiter = throttle();
    for (let i = 0; i < 10; i += 1) await limiter.failed(`user${i}`, 'nat');
    expect(await limiter.waitMs('fresh', 'nat')).toBe(60_000);
    vi.advanceTimersByTime(30_000);
    expect(await limiter.waitMs('fresh', 'nat')).toBe(30_000);
    expect(await limiter.waitMs('fresh', 'elsewhere')).toBe(0);
  });
});
