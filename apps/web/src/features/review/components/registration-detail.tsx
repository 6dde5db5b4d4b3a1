import type { ReviewSubject } from '@daftar/contract';
import { useIsMutating } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { useApproveSubject } from '../api/approve-subject';
import { useRegistrationDetail } from '../api/get-registration-detail';
import { reviewDecisionKey } from '../api/use-review-decision';
import type { QueueParams } from '../queue-params';
import { AmendmentChanges } from './amendment-changes';
import { NextRegistrationOffer } from './next-registration-offer';
import { RegistrationDecisionDialogs, type OpenDialog } from './registration-decision-dialogs';
import { RegistrationNoteCard } from './registration-note-card';
import { RegistrationSummary } from './registration-summary';
import { ReviewContextPanel } from './review-context-panel';
import { ReviewSubjectsTable } from './review-subjects-table';
import { ShortcutsHelp } from './shortcuts-help';
import { useCurrentSubject } from './use-current-subject';
import { useDetailFailureToast } from './use-detail-failure-toast';
import { useNextWaiting } from './use-next-waiting';
import { useReturnFocus } from './use-return-focus';
import { useReviewShortcuts } from './use-review-shortcuts';

interface RegistrationDetailProps {
  registrationId: number;
  /** The reviewer's queue, for the next waiting registration. */
  queue: QueueParams;
  onOpen: (registrationId: number) => void;
  onBack: () => void;
  autoFocus: boolean;
}

/**
 * One registration under review: its summary, its subjects and every decision on them, with the
 * context beside them, keyboard shortcuts, and the way on to the next waiting registration.
 */
export function RegistrationDetail({
  registrationId,
  queue,
  onOpen,
  onBack,
  autoFocus,
}: RegistrationDetailProps) {
  const { t } = useTranslation('review');
  const { toast } = useToast();
  const { data: detail, error, isPending } = useRegistrationDetail(registrationId);
  const busy = useIsMutating({ mutationKey: reviewDecisionKey }) > 0;
  const approveSubject = useApproveSubject();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const scope = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(scope, busy);
  const next = useNextWaiting(queue, registrationId);
  const current = useCurrentSubject(scope, detail?.subjects ?? []);
  useDetailFailureToast(error);

  // The offer of the next registration follows the reviewer's own last decision here, not a
  // registration that was already decided when opened.
  const pending = detail?.subjects.filter((subject) => subject.status === 'pending').length ?? 0;
  const [hadPending, setHadPending] = useState(false);
  if (pending > 0 && !hadPending) setHadPending(true);
  const allDecidedHere = hadPending && detail !== undefined && pending === 0;

  const openDialog = (nextDialog: OpenDialog) => {
    returnFocus.remember();
    setDialog(nextDialog);
  };
  const approve = (subject: ReviewSubject) => {
    // The student was told of the rejection: approving now is a change, confirmed with a reason.
    if (subject.status === 'rejected') return openDialog({ kind: 'change-subject', subject });
    returnFocus.remember();
    approveSubject.mutate(
      { registrationId, subjectId: subject.id },
      { onSettled: returnFocus.restore },
    );
  };
  const reject = (subject: ReviewSubject) =>
    openDialog({
      kind: subject.status === 'approved' ? 'change-subject' : 'reject-subject',
      subject,
    });
  const canDecide = detail?.status === 'submitted' && !busy;

  useReviewShortcuts((shortcut) => {
    const subject = current.subject();
    if (shortcut === 'help') setHelpOpen(true);
    else if (shortcut === 'next') current.step(1);
    else if (shortcut === 'previous') current.step(-1);
    else if (shortcut === 'nextRegistration') {
      if (next) onOpen(next.id);
      else toast({ title: t('shortcuts.noNext') });
    } else if (!canDecide || !subject) return;
    else if (shortcut === 'approve' && subject.status !== 'approved') approve(subject);
    else if (shortcut === 'reject' && subject.status !== 'rejected') {
      current.focus(subject);
      reject(subject);
    }
  });

  const back = (
    <Button variant="outline" size="sm" className="w-fit" onClick={onBack}>
      <ArrowLeftIcon aria-hidden />
      {t('detail.back')}
    </Button>
  );

  if (isPending) return <Spinner className="size-6 text-primary" />;
  if (!detail) return <ErrorState title={t('detail.error')} action={back} />;

  return (
    // The context stacks below the decision on phones and sits beside it on wide screens. It is
    // outside `scope`, so focus given back after a decision never lands in it.
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div ref={scope} className="grid min-w-0 gap-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {back}
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </div>
        <RegistrationSummary
          detail={detail}
          busy={busy}
          autoFocus={autoFocus}
          onApproveAll={() => openDialog({ kind: 'approve-all' })}
          onReject={() => openDialog({ kind: 'reject-registration' })}
        />
        <AmendmentChanges detail={detail} />
        <ReviewSubjectsTable
          detail={detail}
          busy={busy}
          currentId={current.id}
          onApprove={approve}
          onReject={reject}
        />
        {allDecidedHere && next && <NextRegistrationOffer next={next} onOpen={onOpen} />}
        <RegistrationDecisionDialogs
          detail={detail}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onClosed={returnFocus.restore}
          onRegistrationRejected={onBack}
        />
      </div>
      <aside aria-label={t('context.label')} className="grid min-w-0 gap-6">
        <ReviewContextPanel registrationId={registrationId} />
        <RegistrationNoteCard registrationId={registrationId} />
      </aside>
    </div>
  );
}
