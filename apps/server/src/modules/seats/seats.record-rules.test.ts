import { describe, expect, it } from 'vitest';
import { creditMaxOf, opensAt, periodStatus } from './seats.rules';

// Issue 44: the period's rules that a student's academic record changes: their standing's credit
// maximum (raised by an approved overload) and an early opening by credits earned.

describe("the period's rules by the student's record", () => {
  it("gives a student on probation the probation maximum, or the period's when it has none", () => {
    const period = { credit_max: 20, credit_max_probation: 12 };
    expect(creditMaxOf({ ...period, standing: 'probation' })).toBe(12);
    expect(creditMaxOf({ ...period, standing: 'good' })).toBe(20);
    expect(creditMaxOf({ ...period, standing: null })).toBe(20);
    expect(creditMaxOf({ credit_max: 20, credit_max_probation: null, standing: 'probation' })).toBe(
      20,
    );
  });

  it('raises the standing maximum by an approved overload, and never lowers it', () => {
    const period = { credit_max: 20, credit_max_probation: 12, standing: 'probation' as const };
    expect(creditMaxOf({ ...period, overload_credits: 15 })).toBe(15);
    expect(creditMaxOf({ ...period, overload_credits: 10 })).toBe(12);
    expect(creditMaxOf({ ...period, standing: 'good', overload_credits: 18 })).toBe(20);
  });

  it('opens early for a student with the credits earned, and never later than their year', () => {
    const period = {
      start_date: '2026-11-15',
      end_date: '2026-11-30',
      closed_at: null,
      credits_opening_min: 76,
      credits_opens_at: '2026-11-01T01:00:00.000Z',
    };
    const early = new Date('2026-11-02T00:00:00Z');
    expect(periodStatus({ ...period, credits_earned: 76 }, early)).toBe('Open');
    expect(periodStatus({ ...period, credits_earned: 75 }, early)).toBe('Upcoming');
    expect(periodStatus({ ...period, credits_earned: null }, early)).toBe('Upcoming');
    // A year that opens earlier still does.
    const finalYear = { ...period, credits_earned: 80, opens_at: '2026-10-25T01:00:00.000Z' };
    expect(opensAt(finalYear)).toBe('2026-10-25T01:00:00.000Z');
  });
});
