import { useIsMutating } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useApproveSubject } from '../api/approve-subject';
import { useRegistrationDetail } from '../api/get-registration-detail';
import { reviewDecisionKey } from '../api/use-review-decision';
import { RegistrationDecisionDialogs, type OpenDialog } from './registration-decision-dialogs';
import { RegistrationSummary } from './registration-summary';
import { ReviewSubjectsTable } from './review-subjects-table';
import { useDetailFailureToast } from './use-detail-failure-toast';
import { useReturnFocus } from './use-return-focus';

interface RegistrationDetailProps {
  registrationId: number;
  onBack: () => void;
  autoFocus: boolean;
}

/** One registration under review: its summary, its subjects and every decision on them. */
export function RegistrationDetail({ registrationId, onBack, autoFocus }: RegistrationDetailProps) {
  const { t } = useTranslation('review');
  const { data: detail, error, isPending } = useRegistrationDetail(registrationId);
  const busy = useIsMutating({ mutationKey: reviewDecisionKey }) > 0;
  const approveSubject = useApproveSubject();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const scope = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(scope, busy);
  useDetailFailureToast(error);

  const openDialog = (next: OpenDialog) => {
    returnFocus.remember();
    setDialog(next);
  };

  const back = (
    <Button variant="outline" size="sm" className="w-fit" onClick={onBack}>
      <ArrowLeftIcon aria-hidden />
      {t('detail.back')}
    </Button>
  );

  if (isPending) return <Spinner className="size-6 text-primary" />;
  if (!detail) return <ErrorState title={t('detail.error')} action={back} />;

  return (
    <div ref={scope} className="grid gap-6">
      {back}
      <RegistrationSummary
        detail={detail}
        busy={busy}
        autoFocus={autoFocus}
        onApproveAll={() => openDialog({ kind: 'approve-all' })}
        onReject={() => openDialog({ kind: 'reject-registration' })}
      />
      <ReviewSubjectsTable
        detail={detail}
        busy={busy}
        onApprove={(subject) => {
          returnFocus.remember();
          approveSubject.mutate(
            { registrationId, subjectId: subject.id },
            { onSettled: returnFocus.restore },
          );
        }}
        onReject={(subject) => openDialog({ kind: 'reject-subject', subject })}
      />
      <RegistrationDecisionDialogs
        detail={detail}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onClosed={returnFocus.restore}
        onRegistrationRejected={onBack}
      />
    </div>
  );
}
