import { describe, expect, it } from 'vitest';
import {
  canDecide,
  canEdit,
  chooseSections,
  findClash,
  fitsCreditLimit,
  checkSeatRules,
  isAllowedTransition,
  periodStatus,
  statusAfter,
  statusAfterEdit,
  statusFromDecisions,
  type SeatContext,
} from './seats.rules';

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
  const held = [{ subjectId: 1, code: 'A', name: 'Alpha', meetings: [at(8, 10), at(14, 15, 3)] }];
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
  const held = [{ subjectId: 1, code: 'A', name: 'Alpha', meetings: [at(8, 10)] }];
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
    expect(chooseSections(sections, held, 1)).toEqual({
      ok: false,
      reason: 'SUBJECT_FULL',
      keptForWaiting: false,
    });
    expect(chooseSections(sections, held, 2)).toMatchObject({
      ok: false,
      reason: 'TIME_CLASH',
      clashWith: { code: 'A' },
    });
    expect(chooseSections(sections, held, 99)).toEqual({
      ok: false,
      reason: 'NO_SUCH_SECTION',
      keptForWaiting: false,
    });
  });
  it('reports a full subject before a clash', () => {
    const full = sections.map((s) => ({ ...s, registered: s.capacity }));
    expect(chooseSections(full, held)).toEqual({
      ok: false,
      reason: 'SUBJECT_FULL',
      keptForWaiting: false,
    });
    expect(chooseSections(sections, held, undefined, 'all')).toEqual({
      ok: false,
      reason: 'SUBJECT_FULL',
      keptForWaiting: true,
    });
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

  it('allows edits except under review, and decisions only under review', () => {
    expect(canEdit('submitted')).toBe(false);
    expect(canEdit('partially_approved')).toBe(true);
    expect(canDecide('submitted')).toBe(true);
    expect(canDecide('draft')).toBe(false);
  });

  it('allows only the status changes the service makes, by what makes them', () => {
    expect(isAllowedTransition('submit', 'draft', 'submitted')).toBe(true);
    expect(isAllowedTransition('submit', 'partially_approved', 'submitted')).toBe(false);
    expect(isAllowedTransition('edit', 'submitted', 'draft')).toBe(false);
    expect(isAllowedTransition('edit', 'approved', 'rejected')).toBe(false);
    expect(isAllowedTransition('edit', 'rejected', 'draft')).toBe(true);
    expect(isAllowedTransition('decide', 'submitted', 'partially_approved')).toBe(true);
    expect(isAllowedTransition('decide', 'approved', 'rejected')).toBe(false);
  });

  it('refuses to compute a status change outside the table', () => {
    expect(statusAfter('edit', 'approved', ['approved', 'pending'])).toBe('draft');
    expect(statusAfter('decide', 'submitted', ['approved', 'rejected'])).toBe('partially_approved');
    expect(() => statusAfter('decide', 'draft', ['approved'])).toThrow(/draft to approved/);
    expect(() => statusAfter('edit', 'submitted', ['pending'])).toThrow();
  });
});

describe('checkSeatRules', () => {
  const now = new Date('2026-11-15T10:00:00Z');
  const context: SeatContext = {
    period: { start_date: '2026-11-01', end_date: '2026-11-30', closed_at: null, credit_max: 20 },
    registrationStatus: 'draft',
    subject: { code: 'B', name: 'Beta', credits: 3, selected: false },
    missingPrerequisites: [],
    held: {
      credits: 15,
      subjects: [{ subjectId: 1, code: 'A', name: 'Alpha', credits: 15, meetings: [at(8, 10)] }],
    },
    sections: [
      { id: 1, number: 1, capacity: 10, registered: 2, meetings: [at(9, 10)] },
      { id: 2, number: 2, capacity: 10, registered: 2, meetings: [at(12, 13)] },
    ],
  };
  const add = { path: 'add' as const };
  const reapproval = { path: 'reapproval' as const, sectionId: 2 };
  const code = (c: SeatContext, request: Parameters<typeof checkSeatRules>[1] = add) => {
    const verdict = checkSeatRules(c, request, now);
    return verdict.ok ? verdict.sectionIds : verdict.refusal.code;
  };

  it('gives the sections to try when every rule holds', () => {
    expect(code(context)).toEqual([2]);
    expect(code(context, reapproval)).toEqual([2]);
  });

  it('refuses by the first rule broken, on every path', () => {
    const closed = { ...context, period: { ...context.period, end_date: '2026-11-10' } };
    expect(code(closed)).toBe('PERIOD_NOT_OPEN');
    expect(code(closed, reapproval)).toBe('PERIOD_NOT_OPEN');
    const missing = { ...context, missingPrerequisites: [{ code: 'P', name: 'Pre' }] };
    expect(code(missing)).toBe('PREREQUISITE_NOT_MET');
    expect(code(missing, reapproval)).toBe('PREREQUISITE_NOT_MET');
    const heavy = { ...context, held: { ...context.held, credits: 18 } };
    expect(code(heavy)).toBe('CREDIT_LIMIT');
    expect(code(heavy, reapproval)).toBe('CREDIT_LIMIT');
    expect(code(context, { path: 'reapproval', sectionId: 1 })).toBe('TIME_CLASH');
    const full = { ...context, sections: context.sections.map((s) => ({ ...s, registered: 10 })) };
    expect(code(full)).toBe('SUBJECT_FULL');
    expect(code(full, reapproval)).toBe('SUBJECT_FULL');
  });

  it("checks the student's own state on an add only", () => {
    const underReview = { ...context, registrationStatus: 'submitted' as const };
    expect(code(underReview)).toBe('REGISTRATION_UNDER_REVIEW');
    expect(code(underReview, reapproval)).toEqual([2]);
    const selected = { ...context, subject: { ...context.subject, selected: true } };
    expect(code(selected)).toBe('ALREADY_SELECTED');
    expect(code(selected, reapproval)).toEqual([2]);
  });

  it('refuses a student who is not active before any other rule, but for a reapproval', () => {
    const closed = { ...context.period, end_date: '2026-11-10' };
    const withdrawn = { ...context, period: { ...closed, student_status: 'withdrawn' as const } };
    for (const path of ['add', 'move', 'promotion'] as const) {
      expect(checkSeatRules(withdrawn, { path }, now)).toEqual({
        ok: false,
        refusal: { code: 'STUDENT_NOT_ACTIVE', status: 'withdrawn' },
      });
    }
    expect(code(withdrawn, reapproval)).toBe('PERIOD_NOT_OPEN');
    const active = { ...context, period: { ...context.period, student_status: 'active' as const } };
    expect(code(active)).toEqual([2]);
  });

  it('refuses a student under a hold on every path, before the period is even open', () => {
    const hold = {
      id: 7,
      type: 'finance' as const,
      reason_en: 'Fees unpaid.',
      reason_ms: 'Yuran belum dibayar.',
      how_to_clear_en: 'Pay them.',
      how_to_clear_ms: 'Bayarnya.',
      contact: 'Bursary',
    };
    const upcoming = { ...context.period, start_date: '2026-12-20', end_date: '2026-12-30' };
    const held = { ...context, period: upcoming, holds: [hold] };
    for (const path of ['add', 'move', 'promotion', 'reapproval'] as const) {
      expect(checkSeatRules(held, { path }, now)).toEqual({
        ok: false,
        refusal: { code: 'HOLD', hold },
      });
    }
    expect(code({ ...context, holds: [] })).toEqual([2]);
  });
});

describe('checkSeatRules for waiting students', () => {
  const now = new Date('2026-11-15T10:00:00Z');
  const context: SeatContext = {
    period: { start_date: '2026-11-01', end_date: '2026-11-30', closed_at: null, credit_max: 20 },
    registrationStatus: 'submitted',
    subject: { code: 'B', name: 'Beta', credits: 4, selected: false },
    missingPrerequisites: [],
    held: {
      credits: 18,
      subjects: [{ subjectId: 7, code: 'A', name: 'Alpha', credits: 3, meetings: [at(12, 13)] }],
    },
    sections: [{ id: 2, number: 2, capacity: 10, registered: 9, meetings: [at(12, 13)] }],
    waiting: { count: 4, keptFor: 'all' },
  };
  const verdict = (request: Parameters<typeof checkSeatRules>[1], c = context) => {
    const result = checkSeatRules(c, request, now);
    return result.ok ? result.sectionIds : result.refusal;
  };

  it('keeps a free seat from a plain add while students wait for it, saying how many', () => {
    const plain = {
      ...context,
      registrationStatus: 'draft' as const,
      held: { credits: 0, subjects: [] },
    };
    expect(verdict({ path: 'add' }, plain)).toEqual({
      code: 'SUBJECT_FULL',
      sectionNamed: false,
      waiting: 4,
    });
    expect(verdict({ path: 'add' }, { ...plain, waiting: { count: 4, keptFor: [3] } })).toEqual([
      2,
    ]);
  });

  it('promotes into a registration under review, counting the subject given up as gone', () => {
    expect(verdict({ path: 'promotion' })).toMatchObject({
      code: 'CREDIT_LIMIT',
      creditsAfter: 22,
    });
    expect(verdict({ path: 'promotion', giveUp: 7 })).toEqual([2]);
    const clash = { ...context, held: { ...context.held, credits: 3 } };
    expect(verdict({ path: 'promotion' }, clash)).toMatchObject({ code: 'TIME_CLASH' });
    expect(verdict({ path: 'promotion', giveUp: 7 }, clash)).toEqual([2]);
  });
});
