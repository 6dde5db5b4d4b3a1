import { textIn, type ReviewContext } from '@daftar/contract';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { currentLanguage } from '@/lib/i18n';

type ReviewProgress = NonNullable<ReviewContext['progress']>;

/**
 * The student's progress through their programme structure at a glance (issue 45), with this
 * registration in progress: credits done, in progress and still needed against the total, and
 * each requirement group still short with the core subjects it still needs.
 */
export function ProgrammeProgress({ progress }: { progress: ReviewContext['progress'] }) {
  const { t } = useTranslation('review');
  const id = useId();
  if (!progress) return <p className="text-sm text-muted-foreground">{t('context.noStructure')}</p>;
  const language = currentLanguage();
  const summary = t('context.progressSummary', {
    done: progress.done,
    inProgress: progress.inProgress,
    needed: progress.needed,
    total: progress.totalCredits,
  });
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-medium break-words">
        {progress.programme.code} · {textIn(progress.programme.name, language)} ·{' '}
        {t('context.intake', { intake: progress.intake })}
      </p>
      <div className="grid gap-1.5">
        <p id={id}>{summary}</p>
        <Progress
          aria-labelledby={id}
          aria-valuetext={summary}
          value={progress.done + progress.inProgress}
          max={Math.max(progress.totalCredits, 1)}
        />
      </div>
      <ShortGroups short={progress.short} />
    </div>
  );
}

function ShortGroups({ short }: { short: ReviewProgress['short'] }) {
  const { t } = useTranslation('review');
  const language = currentLanguage();
  if (short.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-success">
        <CircleCheckIcon className="size-4 shrink-0" aria-hidden />
        {t('context.nothingShort')}
      </p>
    );
  }
  return (
    <ul className="grid gap-1.5" aria-label={t('context.groupsShort')}>
      {short.map((group) => (
        <li key={group.code} className="flex items-start gap-1.5">
          <CircleAlertIcon
            className="mt-0.5 size-4 shrink-0 text-warning-foreground dark:text-warning"
            aria-hidden
          />
          <span className="min-w-0 break-words">
            {t('context.groupShort', {
              group: textIn(group.name, language),
              count: group.creditsNeeded,
            })}
            {group.subjects.length > 0 && (
              <>
                {' '}
                {t('context.stillNeeds', {
                  codes: group.subjects
                    .map((s) =>
                      s.failedGrade === null
                        ? s.code
                        : t('context.failedSubject', { code: s.code, grade: s.failedGrade }),
                    )
                    .join(', '),
                })}
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "Counts toward Core subjects, year 2", or that the subject counts toward nothing. */
export function CountsToward({
  countsToward,
}: {
  countsToward: ReviewContext['subjects'][number]['countsToward'];
}) {
  const { t } = useTranslation('review');
  if (!countsToward) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-destructive">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('context.countsTowardNothing')}
      </p>
    );
  }
  const group = textIn(countsToward.name, currentLanguage());
  const where =
    countsToward.year === null ? group : t('context.groupYear', { group, year: countsToward.year });
  return (
    <p className="flex items-start gap-1.5 text-sm">
      {countsToward.adds ? (
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
      ) : (
        <CircleAlertIcon
          className="mt-0.5 size-4 shrink-0 text-warning-foreground dark:text-warning"
          aria-hidden
        />
      )}
      <span className="min-w-0 break-words">
        {t(countsToward.adds ? 'context.countsToward' : 'context.countsTowardFull', { where })}
      </span>
    </p>
  );
}
