import {
  formatErrorMessage,
  inLanguage,
  type InboxNotification,
  type Language,
  type SubjectStatusUpdate,
} from '@daftar/contract';
import type { TFunction } from 'i18next';
import * as semester from './describe-semester';
import type {
  DecisionStatus,
  NotificationInput,
  NotificationType,
  StudentNotification,
} from './notification';

/** What a notification's words are made from. */
type Wordable = Pick<
  NotificationInput,
  | 'status'
  | 'subjectCode'
  | 'subjectName'
  | 'subjectNameMs'
  | 'rejectionReason'
  | 'changedFrom'
  | 'changeReason'
  | 'studentName'
  | 'subjectCount'
  | 'credits'
  | 'reason'
  | 'skipCode'
  | 'skipParams'
  | 'seatTaken'
  | 'holdType'
  | 'holdReason'
  | 'holdReasonMs'
  | 'permitRule'
> &
  semester.SemesterWordable;

/** A notification's title and sentence in the interface's language now. */
function word(
  notification: Wordable,
  t: TFunction<'notifications'>,
  language: Language,
): { title: string; message: string } {
  const { status } = notification;
  if (semester.isSemesterStatus(status))
    return semester.word({ ...notification, status }, t, language);
  if (status === 'submitted') {
    return {
      title: t('submitted.title'),
      message: t('submitted.message', {
        name: notification.studentName,
        count: notification.subjectCount ?? 0,
      }),
    };
  }
  if (status === 'overloadRequested') {
    const message = t('overloadRequested.message', {
      name: notification.studentName,
      credits: notification.credits,
    });
    const reason =
      notification.reason && t('overloadRequested.reason', { reason: notification.reason });
    return {
      title: t('overloadRequested.title'),
      message: [message, reason].filter(Boolean).join(' '),
    };
  }
  if (status === 'overloadApproved' || status === 'overloadRejected') {
    const message = t(`${status}.message`, { credits: notification.credits });
    const reason =
      notification.rejectionReason &&
      t('rejected.reason', { reason: notification.rejectionReason });
    return { title: t(`${status}.title`), message: [message, reason].filter(Boolean).join(' ') };
  }
  if (status === 'holdPlaced' || status === 'holdReleased') {
    const type = t(`holdTypes.${notification.holdType ?? 'other'}` as 'holdTypes.other');
    const reason = inLanguage(language, notification.holdReason, notification.holdReasonMs);
    return { title: t(`${status}.title`), message: t(`${status}.message`, { type, reason }) };
  }
  const subject = {
    code: notification.subjectCode,
    name: inLanguage(language, notification.subjectName, notification.subjectNameMs),
  };
  if (status === 'permitRequested' || status === 'permitApproved' || status === 'permitRejected') {
    const rule = t(
      `permitRules.${notification.permitRule ?? 'SUBJECT_FULL'}` as 'permitRules.RESERVED',
    );
    const message = t(`${status}.message`, { ...subject, rule, student: notification.studentName });
    const reason =
      status === 'permitRequested'
        ? notification.reason && t('overloadRequested.reason', { reason: notification.reason })
        : notification.rejectionReason &&
          t('rejected.reason', { reason: notification.rejectionReason });
    return { title: t(`${status}.title`), message: [message, reason].filter(Boolean).join(' ') };
  }
  if (status === 'waitlistSkipped') {
    const message = t('waitlistSkipped.message', subject);
    const reason =
      notification.skipCode &&
      formatErrorMessage(
        notification.skipCode as Parameters<typeof formatErrorMessage>[0],
        (notification.skipParams ?? {}) as Parameters<typeof formatErrorMessage>[1],
        language,
      );
    // What became of the seat: the student behind took it, or it is still free.
    const after = t(notification.seatTaken ? 'waitlistSkipped.taken' : 'waitlistSkipped.kept');
    return {
      title: t('waitlistSkipped.title'),
      message: [message, reason, after].filter(Boolean).join(' '),
    };
  }
  // A decision that overturns one the student was told of says so, with the reviewer's reason.
  const { changedFrom, changeReason } = notification;
  const change =
    (status === 'approved' || status === 'rejected') && changedFrom && changeReason
      ? t(`changed.from_${changedFrom}`, { reason: changeReason })
      : undefined;
  if (status !== 'rejected') {
    const message = t(`${status}.message`, subject);
    return { title: t(`${status}.title`), message: change ? `${message} ${change}` : message };
  }
  const message = t('rejected.message', subject);
  const reason = notification.rejectionReason;
  return {
    title: t('rejected.title'),
    message: change
      ? `${message} ${change}`
      : reason
        ? `${message} ${t('rejected.reason', { reason })}`
        : message,
  };
}

const TYPES: Record<DecisionStatus, NotificationType> = {
  approved: 'success',
  rejected: 'error',
  promoted: 'success',
  waitlistSkipped: 'warning',
  waitlistClosed: 'warning',
  submitted: 'info',
  overloadRequested: 'info',
  overloadApproved: 'success',
  overloadRejected: 'error',
  holdPlaced: 'error',
  holdReleased: 'success',
  permitRequested: 'info',
  permitApproved: 'success',
  permitRejected: 'error',
  ...semester.TYPES,
};

/**
 * Spec section 8's wording of a live status update: "approved" is good news, and any other
 * status is treated as a rejection, with the reason when one is given.
 */
function describeUpdate(
  update: SubjectStatusUpdate,
  t: TFunction<'notifications'>,
  language: Language,
): NotificationInput {
  const { subjectId, decidedAt, subjectCode, subjectName, subjectNameMs } = update;
  const status = update.newStatus === 'approved' ? 'approved' : 'rejected';
  const rejectionReason =
    status === 'rejected' ? update.rejectionReason?.trim() || undefined : undefined;
  const change = update.reversal
    ? { changedFrom: update.reversal.from, changeReason: update.reversal.reason }
    : {};
  const fields = {
    status,
    subjectCode,
    subjectName,
    subjectNameMs,
    rejectionReason,
    ...change,
  } as const;
  return { subjectId, decidedAt, type: TYPES[status], ...fields, ...word(fields, t, language) };
}

const STATUS_OF_KIND: Record<
  Exclude<semester.OtherKind, 'decision' | 'overloadDecided' | 'hold' | 'permitDecided'>,
  DecisionStatus
> = {
  promoted: 'promoted',
  waitlistSkipped: 'waitlistSkipped',
  waitlistClosed: 'waitlistClosed',
  submission: 'submitted',
  overloadRequested: 'overloadRequested',
  permitRequested: 'permitRequested',
};

/** The status a notification is kept under: a decision's and an overload's follow its outcome. */
function statusOf(notification: InboxNotification): DecisionStatus {
  if (semester.isSemesterKind(notification.kind))
    return semester.statusOf(notification.kind, notification.decision);
  if (notification.kind === 'decision') return 'rejected';
  if (notification.kind === 'overloadDecided') {
    return notification.decision === 'approved' ? 'overloadApproved' : 'overloadRejected';
  }
  if (notification.kind === 'permitDecided') {
    return notification.decision === 'approved' ? 'permitApproved' : 'permitRejected';
  }
  if (notification.kind === 'hold')
    return notification.hold?.released ? 'holdReleased' : 'holdPlaced';
  return STATUS_OF_KIND[notification.kind];
}

/** An inbox notification (issue 21) in the person's words, as the bell keeps it. */
export function describeInboxNotification(
  notification: InboxNotification,
  t: TFunction<'notifications'>,
  language: Language,
): NotificationInput {
  if (notification.kind === 'decision' && notification.subject) {
    return {
      ...describeUpdate(
        {
          userId: notification.userId,
          subjectId: notification.subject.id,
          subjectCode: notification.subject.code,
          subjectName: notification.subject.name,
          subjectNameMs: notification.subject.nameMs ?? null,
          newStatus: notification.decision ?? 'rejected',
          ...(notification.reason !== undefined && notification.decision !== 'approved'
            ? { rejectionReason: notification.reason }
            : {}),
          ...(notification.reversedFrom && notification.reason !== undefined
            ? { reversal: { from: notification.reversedFrom, reason: notification.reason } }
            : {}),
          decidedAt: notification.createdAt,
        },
        t,
        language,
      ),
      inboxId: notification.id,
    };
  }
  const status = statusOf(notification);
  const { subject, registration, overload, hold, permit } = notification;
  const fields: Wordable = {
    status,
    subjectCode: subject?.code,
    subjectName: subject?.name,
    subjectNameMs: subject?.nameMs,
    studentName: registration?.studentName ?? overload?.studentName ?? permit?.studentName,
    subjectCount: registration?.subjects,
    credits: overload?.credits,
    // The student's reason goes to the advisor; a rejection's reason to the student.
    ...(status === 'overloadRequested' || status === 'permitRequested'
      ? { reason: notification.reason }
      : {}),
    ...(status === 'overloadRejected' || status === 'permitRejected'
      ? { rejectionReason: notification.reason }
      : {}),
    permitRule: permit?.rule,
    skipCode: notification.skipCode,
    skipParams: notification.skipParams,
    seatTaken: notification.seatTaken,
    holdType: hold?.type,
    holdReason: hold?.reasonEn,
    holdReasonMs: hold?.reasonMs,
    ...semester.fieldsOf(notification, status),
  };
  return {
    ...fields,
    subjectId: subject?.id,
    registrationId: registration?.id,
    overloadId: overload?.id,
    permitId: permit?.id,
    type: TYPES[status],
    inboxId: notification.id,
    ...word(fields, t, language),
  };
}

/**
 * A kept notification's title and sentence in the interface's language now: worded again from
 * what it is about (a switch of language reaches the bell too); one kept before notifications
 * named their subject keeps the words it was made with.
 */
export function wordNotification(
  notification: StudentNotification,
  t: TFunction<'notifications'>,
  language: Language,
): { title: string; message: string } {
  const about =
    notification.status === 'submitted'
      ? notification.studentName
      : notification.status === 'holdPlaced' || notification.status === 'holdReleased'
        ? notification.holdReason !== undefined
        : notification.credits !== undefined ||
          (notification.subjectCode !== undefined && notification.subjectName !== undefined);
  // A withdrawal or a Not Registered warning always carries what it is about.
  const always = semester.isSemesterStatus(notification.status);
  return always || about ? word(notification, t, language) : notification;
}
