import { describe, expect, it } from 'vitest';
import {
  canDecide,
  canEdit,
  chooseSections,
  findClash,
  fitsCreditLimit,
  isAllowedTransition,
  periodStatus,
  statusAfterEdit,
  statusFromDecisions,
  submitRefusal,
} from './registration.rules';

const at = (hour: number, to: number, day = 1) => ({
  day,
  start_minute: hour * 60,
  end_minute: to * 60,
});

describe('periodStatus', () => {
  const period = { start_date: '2026-11-01', end_date: '2026-11-30', closed_at: null };
  it.each([
    ['2026-10-31T23:59:00Z', 'Upcoming'],
    ['2026-11-01T00:00:00Z', 'Open'],
    ['2026-11-30T23:59:00Z', 'Open'],
    ['2026-12-01T00:00:00Z', 'Closed'],
  ])('at %s is %s', (now, status) => {
    expect(periodStatus(period, new Date(now))).toBe(status);
  });
  it('is Closed once an admin closed it early', () => {
    const closed = { ...period, closed_at: '2026-11-10T00:00:00.000Z' };
    expect(periodStatus(closed, new Date('2026-11-15T00:00:00Z'))).toBe('Closed');
    expect(periodStatus(closed, new Date('2026-11-09T00:00:00Z'))).toBe('Open');
  });
});

describe('clashes', () => {
  const held = [{ code: 'A', name: 'Alpha', meetings: [at(8, 10), at(14, 15, 3)] }];
  it('finds an overlapping meeting on the same day', () => {
    expect(findClash([at(9, 11)], held)?.code).toBe('A');
    expect(findClash([at(14, 16, 3)], held)?.code).toBe('A');
  });
  it('lets back-to-back and other-day meetings pass', () => {
    expect(findClash([at(10, 12)], held)).toBeUndefined();
    expect(findClash([at(8, 10, 2)], held)).toBeUndefined();
  });
});

describe('chooseSections', () => {
  const held = [{ code: 'A', name: 'Alpha', meetings: [at(8, 10)] }];
  const sections = [
    { id: 1, number: 1, capacity: 10, registered: 10, meetings: [at(12, 13)] },
    { id: 2, number: 2, capacity: 10, registered: 3, meetings: [at(9, 10)] },
    { id: 3, number: 3, capacity: 10, registered: 9, meetings: [at(14, 15)] },
  ];
  it('skips full and clashing sections', () => {
    expect(chooseSections(sections, held)).toEqual({ ok: true, candidates: [sections[2]] });
  });
  it('honours a named section, or says why not', () => {
    expect(chooseSections(sections, held, 3)).toEqual({ ok: true, candidates: [sections[2]] });
    expect(chooseSections(sections, held, 1)).toEqual({ ok: false, reason: 'SUBJECT_FULL' });
    expect(chooseSections(sections, held, 2)).toMatchObject({
      ok: false,
      reason: 'TIME_CLASH',
      clashWith: { code: 'A' },
    });
    expect(chooseSections(sections, held, 99)).toEqual({ ok: false, reason: 'NO_SUCH_SECTION' });
  });
  it('reports a full subject before a clash', () => {
    const full = sections.map((s) => ({ ...s, registered: s.capacity }));
    expect(chooseSections(full, held)).toEqual({ ok: false, reason: 'SUBJECT_FULL' });
    expect(chooseSections([sections[1]!], held)).toMatchObject({ ok: false, reason: 'TIME_CLASH' });
  });
});

describe('credits and states', () => {
  it('allows exactly up to the credit maximum', () => {
    expect(fitsCreditLimit(17, 3, 20)).toBe(true);
    expect(fitsCreditLimit(18, 3, 20)).toBe(false);
  });

  it('derives the registration status from its subjects', () => {
    expect(statusFromDecisions(['approved', 'approved'])).toBe('approved');
    expect(statusFromDecisions(['rejected', 'rejected'])).toBe('rejected');
    expect(statusFromDecisions(['approved', 'rejected'])).toBe('partially_approved');
    expect(statusFromDecisions(['approved', 'pending'])).toBe('submitted');
    expect(statusAfterEdit([])).toBe('draft');
    expect(statusAfterEdit(['approved', 'pending'])).toBe('draft');
    expect(statusAfterEdit(['approved'])).toBe('approved');
  });

  it('refuses submits that make no sense', () => {
    expect(submitRefusal('submitted', ['pending'])).toBe('REGISTRATION_UNDER_REVIEW');
    expect(submitRefusal('draft', [])).toBe('EMPTY_SELECTION');
    expect(submitRefusal('partially_approved', ['approved', 'rejected'])).toBe('NOTHING_TO_SUBMIT');
    expect(submitRefusal('draft', ['approved', 'pending'])).toBeNull();
  });

  it('allows edits except under review, and decisions only under review', () => {
    expect(canEdit('submitted')).toBe(false);
    expect(canEdit('partially_approved')).toBe(true);
    expect(canDecide('submitted')).toBe(true);
    expect(canDecide('draft')).toBe(false);
  });

  it('knows the allowed transitions', () => {
    expect(isAllowedTransition('draft', 'submitted')).toBe(true);
    expect(isAllowedTransition('submitted', 'draft')).toBe(false);
    expect(isAllowedTransition('approved', 'submitted')).toBe(false);
    expect(isAllowedTransition('rejected', 'draft')).toBe(true);
  });
});
