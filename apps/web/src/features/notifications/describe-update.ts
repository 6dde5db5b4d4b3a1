import type { SubjectStatusUpdate } from '@daftar/contract';
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
  if (decision.status === 'approved') {
    return { title: t('approved.title'), message: t('approved.message', subject) };
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
