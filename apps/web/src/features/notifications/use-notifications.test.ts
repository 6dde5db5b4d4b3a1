import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInput } from './notification';
import { loadNotifications, notificationsStorageKey } from './notification-storage';
import { useNotifications } from './use-notifications';

const USER = 7;
const decision = (subjectId: number, decidedAt: string): NotificationInput => ({
  subjectId,
  decidedAt,
  status: 'approved',
  type: 'success',
  title: 'Subject Approved!',
  message: `Approved ${subjectId}`,
  subjectCode: `WIX${subjectId}`,
  subjectName: 'Course',
});
const first = decision(1, '2026-03-02T01:00:00.000Z');
const second = decision(2, '2026-03-02T01:01:00.000Z');
const NOW = Date.UTC(2026, 2, 2, 1, 0, 1);

/** Two tabs of one student: two hooks over the one localStorage of this test's window. */
function openTwoTabs() {
  const tab = () => renderHook(() => useNotifications(USER)).result;
  return [tab(), tab()] as const;
}

/** What the browser does in every other tab after one writes the key: a `storage` event. */
function storageChangedElsewhere() {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: notificationsStorageKey(USER) }));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('notifications shared by the tabs of one student', () => {
  it('shows at once what another tab kept, and counts one decision once though every tab gets it', () => {
    const [a, b] = openTwoTabs();
    act(() => a.current.add(first, NOW));
    storageChangedElsewhere();
    expect(b.current.notifications).toEqual([
      expect.objectContaining({ subjectId: 1, unread: true, updates: 1 }),
    ]);
    act(() => b.current.add(first, NOW + 20));
    expect(b.current.notifications).toEqual([expect.objectContaining({ updates: 1 })]);
    expect(loadNotifications(USER)).toHaveLength(1);
  });

  it("never undoes another tab's read marks or clearing with a list it showed before", () => {
    const [a, b] = openTwoTabs();
    act(() => a.current.add(first, NOW));
    storageChangedElsewhere();
    act(() => b.current.markAllRead());
    // Tab a has not heard of the read mark yet, and a new decision reaches it.
    act(() => a.current.add(second, NOW + 60_000));
    expect(loadNotifications(USER).map((n) => [n.subjectId, n.unread])).toEqual([
      [2, true],
      [1, false],
    ]);
    storageChangedElsewhere();
    act(() => b.current.clearAll());
    act(() => a.current.markRead(a.current.notifications[0]!.id));
    expect(loadNotifications(USER)).toEqual([]);
    storageChangedElsewhere();
    expect(a.current.notifications).toEqual([]);
  });

  it('keeps the list in the tab when storage refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const [a] = openTwoTabs();
    act(() => a.current.add(first, NOW));
    act(() => a.current.add(second, NOW + 60_000));
    expect(a.current.notifications.map((n) => n.subjectId)).toEqual([2, 1]);
  });
});
