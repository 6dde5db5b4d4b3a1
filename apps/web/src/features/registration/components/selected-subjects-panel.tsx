import type { RegistrationStatusReply } from '@daftar/contract';
import { SendIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { usePendingRemovals, useRemoveSubject } from '../api/remove-subject';
import { submitBlocker } from '../submit-blocker';
import { SelectedSubjectItem } from './selected-subject-item';
import { SelectionSummaryBar } from './selection-summary-bar';
import { SubmitReviewDialog } from './submit-review-dialog';
import { UnderReviewNotice } from './under-review-notice';
import { useRemovalFocus } from './use-removal-focus';
import { WaitlistPlaces } from './waitlist-places';

/**
 * "My Selected Subjects": total credits, each subject with its status and Remove, the places on
 * waitlists, and Submit
 * Registration, disabled while the selection is empty (spec section 4) and whenever the server
 * would refuse it, with the reason under the button. It opens the review before a submission
 * (issue 42), which sends it. Where the panel sits below the catalogue, a summary bar at the
 * bottom of the window leads to it, or straight to the review.
 */
export function SelectedSubjectsPanel({
  status,
  onChangeSection,
}: {
  status: RegistrationStatusReply | undefined;
  /** Opens the subject's details, where another section can be chosen. */
  onChangeSection?: (subjectId: number) => void;
}) {
  const { t } = useTranslation('registration');
  const { data: subjects = [], isPending, error, refetch } = useSelectedSubjects();
  const remove = useRemoveSubject();
  const removing = usePendingRemovals();
  const { listRef, headingRef, follow } = useRemovalFocus(subjects);
  const panelRef = useRef<HTMLDivElement>(null);
  const [reviewing, setReviewing] = useState(false);
  // The button that opened the review (the panel's Submit or the phone's bar) has the focus back.
  const reviewOpener = useRef<HTMLElement | null>(null);
  const openReview = () => {
    reviewOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReviewing(true);
  };
  const underReview = status?.status === 'submitted';
  const blocker = submitBlocker(subjects, underReview);
  // Said once the selection has loaded; a failed load already says what went wrong.
  const hint = blocker && !isPending && !error ? t(`selected.submitBlocked.${blocker}`) : null;
  const hintId = useId();
  // Rejected subjects hold no seat and count for nothing, as in the period's creditSelected.
  const credits = subjects
    .filter((subject) => subject.status !== 'rejected')
    .reduce((sum, subject) => sum + subject.credits, 0);
  // The panel comes into view below the sticky header, and the focus follows, on its heading.
  const goToSelection = () => {
    panelRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <Card ref={panelRef} className="scroll-mt-32 md:scroll-mt-20 lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
            {t('selected.title')}
          </CardTitle>
          <CardDescription className="font-medium text-foreground tabular-nums">
            {t('selected.totalCredits', { credits })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {underReview && status?.submittedAt && (
            <UnderReviewNotice submittedAt={status.submittedAt} />
          )}
          {isPending && <Spinner className="size-6 text-primary" />}
          {error && (
            <QueryError
              title={t('selected.error')}
              error={error}
              fallback={t('selected.unknownError')}
              onRetry={() => void refetch()}
            />
          )}
          {!isPending && !error && subjects.length === 0 && (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              {t('selected.empty')}
            </p>
          )}
          {subjects.length > 0 && (
            <ul
              ref={listRef}
              aria-label={t('selected.title')}
              className="divide-y overflow-hidden rounded-lg border"
            >
              {subjects.map((subject) => (
                <SelectedSubjectItem
                  key={subject.id}
                  subject={subject}
                  registrationStatus={status?.status}
                  removing={removing.includes(subject.id)}
                  canRemove={!underReview}
                  onRemove={() => remove.mutate(subject, follow(subject))}
                  onChangeSection={
                    onChangeSection && !underReview && subject.status !== 'rejected'
                      ? () => onChangeSection(subject.id)
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
          <WaitlistPlaces />
        </CardContent>
        <CardFooter className="flex-col gap-2">
          <Button
            className="w-full"
            disabled={blocker !== null}
            aria-describedby={hint ? hintId : undefined}
            aria-haspopup="dialog"
            onClick={openReview}
          >
            <SendIcon aria-hidden />
            {t('selected.submit')}
          </Button>
          {hint && (
            <p id={hintId} className="text-center text-sm text-muted-foreground">
              {hint}
            </p>
          )}
        </CardFooter>
      </Card>
      <SelectionSummaryBar
        subjectCount={subjects.length}
        credits={credits}
        canSubmit={blocker === null}
        onGoToSelection={goToSelection}
        onReview={openReview}
      />
      <SubmitReviewDialog
        open={reviewing}
        onOpenChange={setReviewing}
        subjects={subjects}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          reviewOpener.current?.focus();
        }}
      />
    </>
  );
}
