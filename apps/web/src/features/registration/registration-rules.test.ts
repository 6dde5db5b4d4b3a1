import type { QuotaUpdate, SubjectStatus } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/page-window';
import { catalogueSection, catalogueSubject } from '@/testing/registration-fixtures';
import { addState } from './add-state';
import { applyQuotaUpdates } from './apply-quota-updates';
import { quotaLevel, seatsAvailable } from './quota';
import { submitBlocker } from './submit-blocker';
import { isFiltered, matchesSearch } from './subject-filters';

describe('quota level', () => {
  it.each([
    [{ total: 100, registered: 95 }, 'warning'],
    [{ total: 100, registered: 99 }, 'warning'],
    [{ total: 100, registered: 100 }, 'full'],
    [{ total: 100, registered: 101 }, 'full'],
    [{ total: 3, registered: 0 }, 'warning'],
    [{ total: 0, registered: 0 }, 'full'],
    [{ total: 100, registered: 94 }, 'info'],
    [{ total: 100, registered: 71 }, 'info'],
    [{ total: 100, registered: 70 }, 'success'],
    [{ total: 40, registered: 0 }, 'success'],
  ] as const)('%o is %s', (quota, level) => {
    expect(quotaLevel(quota)).toBe(level);
  });

  it('never counts fewer than no seats', () => {
    expect(seatsAvailable({ total: 10, registered: 12 })).toBe(0);
  });
});

describe('page window', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 9, [1, 2, 3]],
    [2, 9, [1, 2, 3]],
    [5, 9, [4, 5, 6]],
    [9, 9, [7, 8, 9]],
  ])('page %i of %i shows %o', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('search', () => {
  const subject = { code: 'WIA2001', name: 'Data Structures' };
  it.each(['wia2', 'WIA2001', 'data', 'STRUCT', '  ', ''])('matches %j', (search) => {
    expect(matchesSearch(subject, search)).toBe(true);
  });
  it.each(['wix', 'algorithms'])('does not match %j', (search) => {
    expect(matchesSearch(subject, search)).toBe(false);
  });
});

describe('filtered', () => {
  it('is not filtered with a blank search and no faculty or year', () => {
    expect(isFiltered({ search: '  ' })).toBe(false);
  });
  it.each([{ search: 'x' }, { search: '', facultyId: 2 }, { search: '', year: 3 }])(
    '%o is filtered',
    (filters) => expect(isFiltered(filters)).toBe(true),
  );
});

describe('add state', () => {
  const open = catalogueSubject(1);
  const full = catalogueSubject(2, { quota: { total: 40, registered: 40 } });
  const none = { selectedIds: new Set<number>(), pendingIds: [], underReview: false };

  it('is busy while adding, then added once selected', () => {
    expect(addState(open, none)).toBe('add');
    expect(addState(open, { ...none, pendingIds: [1] })).toBe('adding');
    expect(addState(open, { ...none, selectedIds: new Set([1]) })).toBe('added');
  });

  it('is full without seats, and locked under review', () => {
    expect(addState(full, none)).toBe('full');
    expect(addState(open, { ...none, underReview: true })).toBe('locked');
  });
});

describe('applying quota updates', () => {
  const subjects = [
    catalogueSubject(1, {
      sections: [catalogueSection(11), catalogueSection(12, { number: 2 })],
    }),
    catalogueSubject(2),
  ];

  it("replaces the subject's quota and its sections' seats", () => {
    const update: QuotaUpdate = {
      subjectId: 1,
      newQuota: { total: 90, registered: 31 },
      waiting: 0,
      sections: [{ id: 12, capacity: 50, registered: 21 }],
    };
    const [first, second] = applyQuotaUpdates(subjects, [update]);
    expect(first!.quota).toEqual({ total: 90, registered: 31 });
    expect(first!.sections[0]).toBe(subjects[0]!.sections[0]);
    expect(first!.sections[1]).toMatchObject({ id: 12, capacity: 50, registered: 21 });
    expect(second).toBe(subjects[1]);
  });

  it('gives back the same list when no subject of it changed', () => {
    const update: QuotaUpdate = {
      subjectId: 7,
      newQuota: { total: 1, registered: 1 },
      waiting: 0,
      sections: [],
    };
    expect(applyQuotaUpdates(subjects, [update])).toBe(subjects);
  });
});

describe('submit blocker', () => {
  const subjects = (...statuses: SubjectStatus[]) => statuses.map((status) => ({ status }));

  it.each([
    [subjects('pending'), true, 'underReview'],
    [subjects(), false, 'empty'],
    [subjects('approved', 'rejected'), false, 'allDecided'],
    [subjects('approved'), false, 'allDecided'],
    [subjects('approved', 'pending'), false, null],
    [subjects('rejected', 'pending'), false, null],
  ] as const)('%o, under review %s: %s', (selection, underReview, blocker) => {
    expect(submitBlocker(selection, underReview)).toBe(blocker);
  });
});
