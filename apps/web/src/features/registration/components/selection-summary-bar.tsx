import { ArrowDownIcon, SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SelectionSummaryBarProps {
  subjectCount: number;
  credits: number;
  /** Whether there is something to submit: the button then opens the review before it. */
  canSubmit: boolean;
  onGoToSelection: () => void;
  onReview: () => void;
}

/**
 * Below the lg breakpoint "My Selected Subjects" comes after the whole catalogue, far down a
 * phone's page. This bar, fixed to the bottom of the window, keeps the total credits in sight
 * and opens the review before a submission, or takes the student to the panel when there is
 * nothing to submit. As a `data-bottom-bar` it is given its
 * height, and the room it needs under the page, by index.css.
 */
export function SelectionSummaryBar({
  subjectCount,
  credits,
  canSubmit,
  onGoToSelection,
  onReview,
}: SelectionSummaryBarProps) {
  const { t } = useTranslation('registration');
  return (
    <section
      data-bottom-bar
      aria-label={t('summaryBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 h-(--bottom-bar-height) border-t bg-card/95 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur supports-[backdrop-filter]:bg-card/85 lg:hidden"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <p className="grid min-w-0 text-sm leading-snug">
          <span className="font-semibold tabular-nums">
            {t('summaryBar.credits', { count: credits })}
          </span>
          <span className="text-muted-foreground">
            {t('summaryBar.subjects', { count: subjectCount })}
          </span>
        </p>
        {canSubmit ? (
          <Button className="shrink-0" aria-haspopup="dialog" onClick={onReview}>
            <SendIcon aria-hidden />
            {t('summaryBar.review')}
          </Button>
        ) : (
          <Button className="shrink-0" onClick={onGoToSelection}>
            <ArrowDownIcon aria-hidden />
            {t('summaryBar.view')}
          </Button>
        )}
      </div>
    </section>
  );
}
