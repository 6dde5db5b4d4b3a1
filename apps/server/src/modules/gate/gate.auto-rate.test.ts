import { describe, expect, it } from 'vitest';
import { AUTO_RATE, nextAutoRate } from './gate.auto-rate';

describe('the automatic admission rate', () => {
  const calm = { rate: 600, p95: 0.05, busy: 0.3, waiting: 100 };

  it('rises while replies are quick and students wait', () => {
    expect(nextAutoRate(calm)).toBe(630);
    expect(nextAutoRate({ ...calm, p95: null })).toBe(630);
  });

  it('holds when nobody waits, or replies are neither quick nor slow', () => {
    expect(nextAutoRate({ ...calm, waiting: 0 })).toBe(600);
    expect(nextAutoRate({ ...calm, p95: 0.5 })).toBe(600);
  });

  it('drops when replies are slow or the process is saturated', () => {
    expect(nextAutoRate({ ...calm, p95: 0.9 })).toBe(480);
    expect(nextAutoRate({ ...calm, busy: 0.95 })).toBe(480);
  });

  it('stays within its bounds', () => {
    expect(nextAutoRate({ ...calm, rate: AUTO_RATE.max })).toBe(AUTO_RATE.max);
    expect(nextAutoRate({ ...calm, rate: AUTO_RATE.min, p95: 2 })).toBe(AUTO_RATE.min);
  });
});
