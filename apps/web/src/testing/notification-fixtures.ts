import type { InboxNotification, SubjectStatusUpdate } from '@daftar/contract';
import { studentUser } from './fixtures';

// Decided moments ago: a notification reads its age on the server's clock, which here is the test's.
export const secondsAgo = (seconds: number) =>
  new Date((Math.floor(Date.now() / 1000) - seconds) * 1000).toISOString();
export const approvedUpdate: SubjectStatusUpdate = {
  userId: studentUser.id,
  subjectId: 11,
  subjectCode: 'CSC3101',
  subjectName: 'Data Structures',
  subjectNameMs: null,
  newStatus: 'approved',
  decidedAt: secondsAgo(30),
};
export const rejectedUpdate: SubjectStatusUpdate = {
  userId: studentUser.id,
  subjectId: 12,
  subjectCode: 'MAT2201',
  subjectName: 'Linear Algebra',
  subjectNameMs: null,
  newStatus: 'rejected',
  rejectionReason: 'Prerequisite not met',
  decidedAt: secondsAgo(20),
};

/**
 * The inbox notification the server stores for a decision; the same decision always has the
 * same id, as it does when it reaches each open tab.
 */
export function asInbox(update: SubjectStatusUpdate): InboxNotification {
  return {
    id: update.subjectId * 1000 + ((Date.parse(update.decidedAt) / 1000) % 1000),
    userId: update.userId,
    kind: 'decision',
    createdAt: update.decidedAt,
    read: false,
    subject: { id: update.subjectId, code: update.subjectCode, name: update.subjectName },
    decision: update.newStatus === 'approved' ? 'approved' : 'rejected',
    ...(update.rejectionReason !== undefined ? { reason: update.rejectionReason } : {}),
  };
}
