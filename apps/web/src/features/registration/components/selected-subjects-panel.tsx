import type { RegistrationStatusReply } from '@daftar/contract';
import { Loader2Icon, SendIcon } from 'lucide-react';
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
import { serverMessage } from '@/lib/http-client';
import { usePendingRemovals, useRemoveSubject } from '../api/remove-subject';
import { useSubmitRegistration } from '../api/submit-registration';
import { SelectedSubjectItem } from './selected-subject-item';
import { UnderReviewNotice } from './under-review-notice';

/**
 * "My Selected Subjects": total credits, each subject with its status and Remove, and Submit
 * Registration, disabled while the selection is empty or a submit is in flight (spec section 4)
 * and while the registration is under review.
 */
export function SelectedSubjectsPanel({ status }: { status: RegistrationStatusReply | undefined }) {
  const { t } = useTranslation('registration');
  const { data: subjects = [], isPending, error, refetch } = useSelectedSubjects();
  const remove = useRemoveSubject();
  const removing = usePendingRemovals();
  const submit = useSubmitRegistration();
  const underReview = status?.status === 'submitted';
  // Rejected subjects hold no seat and count for nothing, as in the period's creditSelected.
  const credits = subjects
    .filter((subject) => subject.status !== 'rejected')
    .reduce((sum, subject) => sum + subject.credits, 0);

  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('selected.title')}</CardTitle>
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
            message={serverMessage(error) ?? (error.message || t('selected.unknownError'))}
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
            aria-label={t('selected.title')}
            className="divide-y overflow-hidden rounded-lg border"
          >
            {subjects.map((subject) => (
              <SelectedSubjectItem
                key={subject.id}
                subject={subject}
                removing={removing.includes(subject.id)}
                canRemove={!underReview}
                onRemove={() => remove.mutate(subject)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          disabled={subjects.length === 0 || submit.isPending || underReview}
          aria-busy={submit.isPending || undefined}
          onClick={() => submit.mutate()}
        >
          {submit.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <SendIcon aria-hidden />
          )}
          {submit.isPending ? t('selected.submitting') : t('selected.submit')}
        </Button>
      </CardFooter>
    </Card>
  );
}
