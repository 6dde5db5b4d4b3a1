import type { ReviewContext } from '@daftar/contract';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { creditStanding } from '../review-timetable';

/**
 * "17 of 12-20 credits": the registration's credits on a bar marked with the period's minimum
 * and maximum, and in words whether they are within the limits (never by colour alone).
 */
export function CreditsMeter({ credits }: { credits: ReviewContext['credits'] }) {
  const { t } = useTranslation('review');
  const id = useId();
  const standing = creditStanding(credits);
  const scale = Math.max(credits.max, credits.total, 1);
  const percent = (value: number) => `${Math.min(100, (value / scale) * 100)}%`;
  const Icon = standing === 'within' ? CircleCheckIcon : CircleAlertIcon;
  // A minimum of 0 is no minimum (the period's creditMin): only the maximum is worth saying.
  const summary =
    credits.min === 0
      ? t('context.creditsNoMinimum', { total: credits.total, max: credits.max })
      : t('context.credits', { total: credits.total, min: credits.min, max: credits.max });

  return (
    <div className="grid gap-2">
      <p id={id} className="text-sm font-medium">
        {summary}
      </p>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={scale}
        aria-valuenow={credits.total}
        aria-valuetext={summary}
        className="relative h-2.5 w-full rounded-full bg-primary/15"
      >
        {/* The allowed range, then the credits taken. */}
        <div
          className="absolute inset-y-0 rounded-full bg-success/25"
          style={{
            left: percent(credits.min),
            width: `calc(${percent(credits.max)} - ${percent(credits.min)})`,
          }}
        />
        <div
          className={cn(
            'absolute inset-y-0 left-0 rounded-full',
            standing === 'within' ? 'bg-success' : 'bg-destructive',
          )}
          style={{ width: percent(credits.total) }}
        />
      </div>
      <p
        className={cn(
          'flex items-center gap-1.5 text-sm',
          standing === 'within' ? 'text-success' : 'text-destructive',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {t(`context.standing.${standing}`)}
      </p>
    </div>
  );
}
