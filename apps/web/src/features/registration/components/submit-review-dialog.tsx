import type { SelectedSubject } from '@daftar/contract';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  HourglassIcon,
  Loader2Icon,
  SendIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePeriod } from '@/lib/api/get-period';
import { LateNote } from './late-note';
import { cn } from '@/lib/cn';
import { localName } from '@/lib/i18n';
import { useSubmitRegistration } from '../api/submit-registration';
import { useWaitlist } from '../api/waitlist';

interface SubmitReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The student's selection; rejected subjects hold no seat and are not submitted. */
  subjects: readonly SelectedSubject[];
  /** Where the focus goes back to when the review closes (it has no trigger of its own). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The step before a submission (issue 42): the subjects that go to the advisor, their credits
 * against the period's limits, and the waitlist places still open with what becomes of them (a
 * submission keeps them; a seat that comes during the review joins the registration as pending,
 * seats.waitlist-promote.ts). Full-screen on a phone. "Registration Submitted" follows from the
 * status once the server accepts.
 */
export function SubmitReviewDialog({
  open,
  onOpenChange,
  subjects,
  onCloseAutoFocus,
}: SubmitReviewDialogProps) {
  const { t } = useTranslation('registration');
  const { data: period } = usePeriod();
  const { data: places = [] } = useWaitlist();
  const submit = useSubmitRegistration();
  const submitted = subjects.filter((subject) => subject.status !== 'rejected');
  const credits = submitted.reduce((sum, subject) => sum + subject.credits, 0);
  const creditMin = period?.creditMin ?? 0;
  const belowMin = credits < creditMin;
  const id = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!submit.isPending) onOpenChange(next);
      }}
    >
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-sm:inset-0 max-sm:h-svh max-sm:max-h-svh max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0"
      >
        <DialogHeader>
          <DialogTitle>{t('review.title')}</DialogTitle>
          <DialogDescription>{t('review.description')}</DialogDescription>
        </DialogHeader>

        <section aria-labelledby={`${id}-subjects`} className="grid gap-2">
          <h3 id={`${id}-subjects`} className="text-sm font-semibold">
            {t('review.subjects')}
          </h3>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {submitted.map((subject) => (
              <li key={subject.id} className="flex items-start justify-between gap-3 p-3">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-mono text-sm font-semibold text-primary">
                    {subject.code}
                  </span>
                  <span className="text-sm break-words">{localName(subject)}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('review.section', { number: subject.section.number })}
                    {subject.status === 'approved' && ` · ${t('review.alreadyApproved')}`}
                  </span>
                </div>
                <span className="shrink-0 text-sm tabular-nums">
                  {t('review.credits', { count: subject.credits })}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${id}-credits`} className="grid gap-1 text-sm">
          <h3 id={`${id}-credits`} className="font-semibold">
            {t('review.creditsTitle')}
          </h3>
          <p className="font-medium tabular-nums">{t('review.total', { credits })}</p>
          {period && (
            <p className="text-muted-foreground tabular-nums">
              {creditMin > 0
                ? t('review.limits', { min: creditMin, max: period.creditMax })
                : t('review.limitMax', { max: period.creditMax })}
            </p>
          )}
          {period && (
            <p
              className={cn(
                'flex items-center gap-1.5 font-medium',
                belowMin ? 'text-destructive' : 'text-success',
              )}
            >
              {belowMin ? (
                <CircleAlertIcon className="size-4 shrink-0" aria-hidden />
              ) : (
                <CircleCheckIcon className="size-4 shrink-0" aria-hidden />
              )}
              {belowMin ? t('review.belowMin', { min: creditMin }) : t('review.within')}
            </p>
          )}
        </section>

        {period && <LateNote period={period} />}

        {places.length > 0 && (
          <section aria-labelledby={`${id}-waitlists`} className="grid gap-2 text-sm">
            <h3 id={`${id}-waitlists`} className="font-semibold">
              {t('review.waitlistTitle', { count: places.length })}
            </h3>
            <ul className="grid gap-1">
              {places.map((place) => (
                <li key={place.subjectId} className="flex flex-wrap items-center gap-x-2">
                  <HourglassIcon className="size-3.5 text-primary" aria-hidden />
                  <span className="font-mono font-semibold">{place.code}</span>
                  <span className="min-w-0 break-words">{localName(place)}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {t('waitlist.place', place)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">{t('review.waitlistKept')}</p>
            <p className="text-muted-foreground">{t('review.waitlistCloses')}</p>
          </section>
        )}

        <DialogFooter>
          <Button variant="outline" disabled={submit.isPending} onClick={() => onOpenChange(false)}>
            {t('review.back')}
          </Button>
          <Button
            disabled={belowMin || submitted.length === 0 || submit.isPending}
            aria-busy={submit.isPending || undefined}
            // Closed whatever the answer: a refusal's toast must not sit behind a modal dialog.
            onClick={() => submit.mutate(undefined, { onSettled: () => onOpenChange(false) })}
          >
            {submit.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <SendIcon aria-hidden />
            )}
            {submit.isPending ? t('selected.submitting') : t('selected.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
