import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

function throttle() {
  let clock = 0;
  const limiter = createLoginThrottle(
    { accountFailures: 3, addressFailures: 10, windowMs: 60_000, maxDelayMs: 8000 },
    () => clock,
  );
  return { limiter, advance: (ms: number) => (clock += ms) };
}

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait per failure up to the cap', () => {
    const { limiter, advance } = throttle();
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.waitMs('ali', 'ip')).toBe(0);
      limiter.failed('ali', 'ip');
    }
    expect(limiter.waitMs('ali', 'ip')).toBe(1000);
    advance(1000);
    limiter.failed('ali', 'ip');
    expect(limiter.waitMs('ali', 'ip')).toBe(2000);
    for (let i = 0; i < 5; i += 1) limiter.failed('ali', 'ip');
    expect(limiter.waitMs('ali', 'ip')).toBe(8000);
    expect(limiter.waitMs('siti', 'other-ip')).toBe(0);
  });

  it('clears an account on success and forgets failures after the window', () => {
    const { limiter, advance } = throttle();
    for (let i = 0; i < 3; i += 1) limiter.failed('ali', 'ip');
    limiter.succeeded('ali');
    expect(limiter.waitMs('ali', 'ip')).toBe(0);
    for (let i = 0; i < 3; i += 1) limiter.failed('abu', 'ip');
    advance(60_001);
    expect(limiter.waitMs('abu', 'ip')).toBe(0);
  });

  it('holds back an address that fails across many accounts until its window passes', () => {
    const { limiter, advance } = throttle();
    for (let i = 0; i < 10; i += 1) limiter.failed(`user${i}`, 'nat');
    expect(limiter.waitMs('fresh', 'nat')).toBe(60_000);
    advance(30_000);
    expect(limiter.waitMs('fresh', 'nat')).toBe(30_000);
    expect(limiter.waitMs('fresh', 'elsewhere')).toBe(0);
  });
});
