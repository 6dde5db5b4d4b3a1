import type { SubjectStatusUpdate } from '@daftar/contract';
import type { TFunction } from 'i18next';
import type { NotificationInput } from './notification';

/**
 * Spec section 8's wording of a live status update: "approved" is good news, and any other
 * status is treated as a rejection, with the reason when one is given.
 */
export function describeUpdate(
  update: SubjectStatusUpdate,
  t: TFunction<'notifications'>,
): NotificationInput {
  const subject = { code: update.subjectCode, name: update.subjectName };
  const { subjectId, decidedAt } = update;
  if (update.newStatus === 'approved') {
    return {
      subjectId,
      decidedAt,
      status: 'approved',
      type: 'success',
      title: t('approved.title'),
      message: t('approved.message', subject),
    };
  }
  const reason = update.rejectionReason?.trim();
  const message = t('rejected.message', subject);
  return {
    subjectId,
    decidedAt,
    status: 'rejected',
    type: 'error',
    title: t('rejected.title'),
    message: reason ? `${message} ${t('rejected.reason', { reason })}` : message,
    rejectionReason: reason || undefined,
  };
}
