import {
  formatCalendarDate,
  inLanguage,
  type InboxNotification,
  type Language,
} from '@daftar/contract';
import type { TFunction } from 'i18next';
import type { DecisionStatus, NotificationInput, NotificationType } from './notification';

// The bell's words for the semester after the window (issue 47): a withdrawal asked of the
// advisor and its decision for the student, of one subject or of the whole semester, and the
// warning to a student with no approved subject that they will be marked Not Registered.

export type SemesterStatus =
  'withdrawalRequested' | 'withdrawalApproved' | 'withdrawalRejected' | 'notRegistered';

/** How the bell shows each: a request to decide, good news, bad news, a warning. */
export const TYPES: Record<SemesterStatus, NotificationType> = {
  withdrawalRequested: 'info',
  withdrawalApproved: 'success',
  withdrawalRejected: 'error',
  notRegistered: 'warning',
};

export const isSemesterStatus = (status: DecisionStatus): status is SemesterStatus =>
  Object.hasOwn(TYPES, status);

type SemesterKind = 'withdrawalRequested' | 'withdrawalDecided' | 'notRegistered';
/** The inbox's other kinds, each worded in describe-update.ts. */
export type OtherKind = Exclude<InboxNotification['kind'], SemesterKind>;

export const isSemesterKind = (kind: InboxNotification['kind']): kind is SemesterKind =>
  kind === 'withdrawalRequested' || kind === 'withdrawalDecided' || kind === 'notRegistered';

/** The status an inbox notification is kept under: a decided withdrawal's follows its outcome. */
export function statusOf(kind: SemesterKind, decision?: 'approved' | 'rejected'): SemesterStatus {
  if (kind !== 'withdrawalDecided') return kind;
  return decision === 'approved' ? 'withdrawalApproved' : 'withdrawalRejected';
}

/** What these notifications' words are made from, beyond a subject's and a student's. */
export type SemesterWordable = Pick<
  NotificationInput,
  'wholeSemester' | 'notRegisteredDate' | 'semester' | 'academicYear'
>;

/** A withdrawal's or a Not Registered warning's title and sentence in the language now. */
export function word(
  notification: SemesterWordable &
    Pick<
      NotificationInput,
      'subjectCode' | 'subjectName' | 'subjectNameMs' | 'studentName' | 'reason' | 'rejectionReason'
    > & { status: SemesterStatus },
  t: TFunction<'notifications'>,
  language: Language,
): { title: string; message: string } {
  const { status } = notification;
  if (status === 'notRegistered') {
    const { notRegisteredDate: day } = notification;
    return {
      title: t('notRegistered.title'),
      message: t('notRegistered.message', {
        date: day ? formatCalendarDate(day, language) : '',
        semester: notification.semester,
        academicYear: notification.academicYear,
      }),
    };
  }
  const message = t(`${status}.${notification.wholeSemester ? 'messageSemester' : 'message'}`, {
    code: notification.subjectCode,
    name: inLanguage(language, notification.subjectName, notification.subjectNameMs),
    student: notification.studentName,
  });
  // The student's reason goes to the advisor; a rejection's reason to the student.
  const reason =
    status === 'withdrawalRequested'
      ? notification.reason && t('overloadRequested.reason', { reason: notification.reason })
      : notification.rejectionReason &&
        t('rejected.reason', { reason: notification.rejectionReason });
  return { title: t(`${status}.title`), message: [message, reason].filter(Boolean).join(' ') };
}

/** What the bell keeps of an inbox notification's withdrawal or Not Registered warning. */
export function fieldsOf(
  notification: InboxNotification,
  status: DecisionStatus,
): Partial<NotificationInput> {
  const { withdrawal, notRegistered } = notification;
  if (notRegistered) {
    return {
      notRegisteredDate: notRegistered.date,
      semester: notRegistered.semester,
      academicYear: notRegistered.academicYear,
    };
  }
  if (!withdrawal) return {};
  return {
    withdrawalId: withdrawal.id,
    wholeSemester: withdrawal.wholeSemester,
    studentName: withdrawal.studentName,
    ...(status === 'withdrawalRequested' ? { reason: notification.reason } : {}),
    ...(status === 'withdrawalRejected' ? { rejectionReason: notification.reason } : {}),
  };
}
