import type { RegistrationDetail, ReviewSubject } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { useApproveRegistration } from '../api/approve-registration';
import { useApproveSubject } from '../api/approve-subject';
import { useRejectRegistration } from '../api/reject-registration';
import { useRejectSubject } from '../api/reject-subject';
import { ApproveAllDialog } from './approve-all-dialog';
import { ReasonDialog } from './reason-dialog';
import { localName } from '@/lib/i18n';

export type OpenDialog =
  | { kind: 'approve-all' }
  | { kind: 'reject-registration' }
  | { kind: 'reject-subject'; subject: ReviewSubject }
  /** A subject already decided, its student told: the decision changes only with a reason. */
  | { kind: 'change-subject'; subject: ReviewSubject }
  | null;

interface RegistrationDecisionDialogsProps {
  detail: RegistrationDetail;
  dialog: OpenDialog;
  onClose: () => void;
  /** A dialog has gone, with the focus it held: the caller puts it back. */
  onClosed: () => void;
  /** Spec section 4: after a registration reject the view returns to the list. */
  onRegistrationRejected: () => void;
}

/**
 * The confirmations behind "Approve all", "Reject registration", a subject's Reject, and any
 * change of a subject's decision.
 */
export function RegistrationDecisionDialogs({
  detail,
  dialog,
  onClose,
  onClosed,
  onRegistrationRejected,
}: RegistrationDecisionDialogsProps) {
  const { t } = useTranslation('review');
  const approveRegistration = useApproveRegistration();
  const rejectRegistration = useRejectRegistration();
  const rejectSubject = useRejectSubject();
  const approveSubject = useApproveSubject();
  const registrationId = detail.id;
  const name = detail.student.name;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  // Radix would focus the dialog's trigger, and these dialogs have none.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    onClosed();
  };
  const subject = dialog?.kind === 'reject-subject' ? dialog.subject : null;
  const changed = dialog?.kind === 'change-subject' ? dialog.subject : null;
  // The decision a change makes: the other one.
  const changeTo = changed?.status === 'rejected' ? 'approved' : 'rejected';
  const approvedAlready = detail.subjects.filter((each) => each.status === 'approved').length;

  return (
    <>
      <ApproveAllDialog
        open={dialog?.kind === 'approve-all'}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
        studentName={name}
        pendingSubjects={detail.subjects.filter((each) => each.status === 'pending').length}
        pending={approveRegistration.isPending}
        onConfirm={() => approveRegistration.mutate({ registrationId }, { onSuccess: onClose })}
      />
      <ReasonDialog
        open={dialog?.kind === 'reject-registration'}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
        title={t('reason.registrationTitle')}
        description={
          approvedAlready > 0
            ? `${t('reason.registrationDescription', { name })} ${t('reason.registrationOverturns', { count: approvedAlready })}`
            : t('reason.registrationDescription', { name })
        }
        confirmLabel={t('reason.registrationConfirm')}
        pending={rejectRegistration.isPending}
        onConfirm={(reason) =>
          rejectRegistration.mutate(
            { registrationId, reason },
            {
              onSuccess: () => {
                onClose();
                onRegistrationRejected();
              },
            },
          )
        }
      />
      {subject && (
        // Keyed by subject, so each subject's dialog starts with an empty reason.
        <ReasonDialog
          key={subject.id}
          open
          onOpenChange={onOpenChange}
          onCloseAutoFocus={onCloseAutoFocus}
          title={t('reason.subjectTitle')}
          description={t('reason.subjectDescription', {
            code: subject.code,
            subject: localName(subject),
            name,
          })}
          confirmLabel={t('reason.subjectConfirm')}
          pending={rejectSubject.isPending}
          onConfirm={(reason) =>
            rejectSubject.mutate(
              { registrationId, subjectId: subject.id, reason },
              { onSuccess: onClose },
            )
          }
        />
      )}
      {changed && (
        <ReasonDialog
          key={`change-${changed.id}`}
          open
          onOpenChange={onOpenChange}
          onCloseAutoFocus={onCloseAutoFocus}
          change={changeTo}
          title={t(changeTo === 'approved' ? 'change.approveTitle' : 'change.rejectTitle')}
          description={t(
            changeTo === 'approved' ? 'change.approveDescription' : 'change.rejectDescription',
            { code: changed.code, subject: localName(changed), name },
          )}
          confirmLabel={t(
            changeTo === 'approved' ? 'change.approveConfirm' : 'change.rejectConfirm',
          )}
          pending={changeTo === 'approved' ? approveSubject.isPending : rejectSubject.isPending}
          onConfirm={(reason) => {
            const variables = { registrationId, subjectId: changed.id, reason };
            if (changeTo === 'approved') approveSubject.mutate(variables, { onSuccess: onClose });
            else rejectSubject.mutate(variables, { onSuccess: onClose });
          }}
        />
      )}
    </>
  );
}
