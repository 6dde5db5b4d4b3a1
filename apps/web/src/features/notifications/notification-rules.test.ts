import { NOTIFICATIONS_MAX, type InboxNotification } from '@daftar/contract';
import { describe, expect, it } from 'vitest';
import type { NotificationInput } from './notification';
import {
  addNotification,
  applyInbox,
  inboxCursor,
  markAllRead,
  markRead,
} from './notification-rules';

const approved = (subjectId: number): NotificationInput => ({
  subjectId,
  status: 'approved',
  type: 'success',
  title: 'Subject Approved!',
  message: `Approved ${subjectId}`,
  subjectCode: `WIX${subjectId}`,
  subjectName: 'Course',
});
const rejected = (subjectId: number, reason: string): NotificationInput => ({
  subjectId,
  status: 'rejected',
  type: 'error',
  title: 'Subject Rejected',
  message: `Rejected ${subjectId}. Reason: ${reason}`,
  subjectCode: `WIX${subjectId}`,
  subjectName: 'Course',
  rejectionReason: reason,
});

const T0 = Date.UTC(2025, 5, 3, 9, 0, 0);

describe('notification rules', () => {
  it('adds a new notification at the top, unread, with an id of subject, status and time', () => {
    const list = addNotification(addNotification([], approved(1), T0), approved(2), T0 + 1);
    expect(list.map((n) => n.subjectId)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      id: `2-approved-${T0 + 1}`,
      unread: true,
      type: 'success',
      updates: 1,
      timestamp: T0 + 1,
    });
  });

  it('merges a repeat of the same subject and status within 60 seconds, counting updates', () => {
    let list = addNotification([], rejected(1, 'Full'), T0);
    list = addNotification(list, approved(2), T0 + 1000);
    list = markAllRead(list);
    list = addNotification(list, rejected(1, 'Clash'), T0 + 60_000);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: `1-rejected-${T0}`,
      updates: 2,
      unread: true,
      timestamp: T0 + 60_000,
      rejectionReason: 'Clash',
      message: 'Rejected 1. Reason: Clash',
    });
    list = addNotification(list, rejected(1, 'Clash'), T0 + 90_000);
    expect(list[0]!.updates).toBe(3);
  });

  it('does not merge after 60 seconds, nor a different status of the same subject', () => {
    let list = addNotification([], approved(1), T0);
    list = addNotification(list, approved(1), T0 + 60_001);
    list = addNotification(list, rejected(1, 'Full'), T0 + 60_002);
    expect(list.map((n) => [n.status, n.updates])).toEqual([
      ['rejected', 1],
      ['approved', 1],
      ['approved', 1],
    ]);
  });

  it('takes the id from the decision time, and counts a decision already kept once', () => {
    const decidedAt = '2026-03-02T01:00:00.000Z';
    const decision = { ...approved(1), decidedAt };
    let list = addNotification([], decision, T0);
    expect(list[0]!.id).toBe(`1-approved-${Date.parse(decidedAt)}`);
    list = markAllRead(list);
    expect(addNotification(list, decision, T0 + 5)).toEqual(list);
    list = addNotification(list, { ...decision, decidedAt: '2026-03-02T01:00:20.000Z' }, T0 + 5);
    expect(list).toEqual([expect.objectContaining({ updates: 2, unread: true })]);
  });

  it(`keeps only the newest ${NOTIFICATIONS_MAX}`, () => {
    let list = addNotification([], approved(0), T0);
    for (let subjectId = 1; subjectId <= NOTIFICATIONS_MAX; subjectId += 1)
      list = addNotification(list, approved(subjectId), T0 + subjectId);
    expect(list).toHaveLength(NOTIFICATIONS_MAX);
    expect(list[0]!.subjectId).toBe(NOTIFICATIONS_MAX);
    expect(list.at(-1)!.subjectId).toBe(1);
  });

  it('marks one notification read, or all of them', () => {
    const list = addNotification(addNotification([], approved(1), T0), approved(2), T0);
    const one = markRead(list, list[1]!.id);
    expect(one.map((n) => n.unread)).toEqual([true, false]);
    expect(markAllRead(one).map((n) => n.unread)).toEqual([false, false]);
  });
});

describe('catching up with the inbox', () => {
  const stored = (id: number, subjectId: number, at: number): InboxNotification => ({
    id,
    userId: 1,
    kind: 'decision',
    createdAt: new Date(at).toISOString(),
    read: false,
    subject: { id: subjectId, code: `WIX${subjectId}`, name: 'Course' },
    decision: 'approved',
  });
  const describeStored = (n: InboxNotification): NotificationInput => ({
    ...approved(n.subject!.id),
    decidedAt: n.createdAt,
    inboxId: n.id,
  });
  const reply = (notifications: InboxNotification[], unreadIds: number[], clearedThrough = 0) => ({
    notifications,
    unreadIds,
    clearedThrough,
  });

  it('adds what happened while away by the spec rules: a repeat within the minute merges', () => {
    const away = [stored(1, 7, T0), stored(2, 7, T0 + 30_000), stored(3, 8, T0 + 90_000)];
    const { list, added } = applyInbox([], reply(away, [1, 2, 3]), describeStored);
    expect(added.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(list.map((item) => [item.subjectId, item.updates, item.inboxIds, item.unread])).toEqual([
      [8, 1, [3], true],
      [7, 2, [1, 2], true],
    ]);
    expect(list[1]!.timestamp).toBe(T0 + 30_000);
    expect(inboxCursor(list)).toBe(3);
    // Fetched again (a second reconnection), nothing is added twice.
    expect(applyInbox(list, reply(away, [1, 2, 3]), describeStored).added).toEqual([]);
  });

  it('follows reads and clears made elsewhere, keeping notifications made before the inbox', () => {
    const before = addNotification([], approved(5), T0);
    const { list } = applyInbox(
      before,
      reply([stored(1, 7, T0), stored(2, 8, T0)], [2]),
      describeStored,
    );
    expect(list.map((item) => [item.subjectId, item.unread])).toEqual([
      [8, true],
      [7, false],
      [5, true],
    ]);
    const cleared = applyInbox(list, reply([], [], 2), describeStored).list;
    expect(cleared.map((item) => item.subjectId)).toEqual([5]);
  });
});
