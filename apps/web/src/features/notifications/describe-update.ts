import type { SubjectStatusUpdate, WaitlistUpdate } from '@daftar/contract';
import type { TFunction } from 'i18next';
import type { DecisionStatus, NotificationInput, StudentNotification } from './notification';

interface Decision {
  status: DecisionStatus;
  subjectCode: string;
  subjectName: string;
  rejectionReason?: string;
}

/** A decision's title and sentence in the interface's language now. */
function wordDecision(decision: Decision, t: TFunction<'notifications'>) {
  const subject = { code: decision.subjectCode, name: decision.subjectName };
  if (decision.status !== 'rejected') {
    const key = decision.status;
    return { title: t(`${key}.title`), message: t(`${key}.message`, subject) };
  }
  const message = t('rejected.message', subject);
  const reason = decision.rejectionReason;
  return {
    title: t('rejected.title'),
    message: reason ? `${message} ${t('rejected.reason', { reason })}` : message,
  };
}

/**
 * Spec section 8's wording of a live status update: "approved" is good news, and any other
 * status is treated as a rejection, with the reason when one is given.
 */
export function describeUpdate(
  update: SubjectStatusUpdate,
  t: TFunction<'notifications'>,
): NotificationInput {
  const { subjectId, decidedAt, subjectCode, subjectName } = update;
  const status = update.newStatus === 'approved' ? 'approved' : 'rejected';
  const rejectionReason =
    status === 'rejected' ? update.rejectionReason?.trim() || undefined : undefined;
  return {
    subjectId,
    decidedAt,
    status,
    type: status === 'approved' ? 'success' : 'error',
    subjectCode,
    subjectName,
    rejectionReason,
    ...wordDecision({ status, subjectCode, subjectName, rejectionReason }, t),
  };
}

/**
 * A kept notification's title and sentence in the interface's language now: worded again from
 * its subject when it names one (a switch of language reaches the bell too); one kept before
 * notifications named their subject keeps the words it was made with.
 */
export function wordNotification(
  notification: StudentNotification,
  t: TFunction<'notifications'>,
): { title: string; message: string } {
  const { subjectCode, subjectName, status, rejectionReason } = notification;
  if (subjectCode === undefined || subjectName === undefined) return notification;
  return wordDecision({ status, subjectCode, subjectName, rejectionReason }, t);
}

/**
 * A waitlist update worth a notification: a seat secured from the waitlist (good news), or the
 * waitlist closed with the period. Other updates (a new position) tell nothing new; undefined.
 */
export function describeWaitlistUpdate(
  update: WaitlistUpdate,
  t: TFunction<'notifications'>,
): NotificationInput | undefined {
  if (!update.promoted && !update.closed) return undefined;
  const status = update.promoted ? 'promoted' : 'waitlistClosed';
  const decision = { status, subjectCode: update.code, subjectName: update.name } as const;
  return {
    subjectId: update.subjectId,
    status,
    type: update.promoted ? 'success' : 'warning',
    subjectCode: update.code,
    subjectName: update.name,
    ...wordDecision(decision, t),
  };
}
