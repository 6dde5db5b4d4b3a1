import type { StudentProgress } from '@daftar/contract';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useProgress } from '@/lib/api/get-progress';
import { localText } from '@/lib/i18n';
import { ProgressGroupsTable } from './progress-groups-table';
import { useShortfall } from './use-shortfall';

/** The bar's three parts, as shares of the programme's total. */
function Bar({ progress }: { progress: StudentProgress }) {
  const share = (credits: number) =>
    `${progress.totalCredits > 0 ? Math.min(100, (credits / progress.totalCredits) * 100) : 0}%`;
  // The figures beside it say the same in words: the bar itself is for the eye.
  return (
    <div aria-hidden className="flex h-3 w-full overflow-hidden rounded-full bg-primary/15">
      <div className="h-full bg-primary" style={{ width: share(progress.done) }} />
      <div
        className="h-full bg-primary/50 transition-[width]"
        style={{ width: share(progress.inProgress) }}
      />
    </div>
  );
}

/**
 * "Programme progress" at a glance (issue 45): credits done, in progress (this semester's
 * selection) and still needed against the programme's total, the groups still short, and every
 * group on request. Nothing for a student without a structure.
 */
export function ProgrammeProgressCard() {
  const { t } = useTranslation('dashboard');
  const { data: progress, error, refetch } = useProgress();
  const shortfall = useShortfall();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  if (error) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('progress.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryError title={t('progress.error')} error={error} onRetry={() => void refetch()} />
        </CardContent>
      </Card>
    );
  }
  if (!progress) return null;
  const short = progress.groups.filter((group) => !group.complete);
  // Each figure with the colour of its part of the bar.
  const figures = [
    ['done', progress.done, 'bg-primary'],
    ['inProgress', progress.inProgress, 'bg-primary/50'],
    ['needed', progress.needed, 'bg-primary/15'],
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('progress.title')}</CardTitle>
        <CardDescription>
          {t('progress.description', {
            programme: localText(progress.programme.name.en, progress.programme.name.ms),
            intake: progress.intake,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-medium tabular-nums">
            {t('progress.summary', { done: progress.done, total: progress.totalCredits })}
          </p>
          <Bar progress={progress} />
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {figures.map(([key, credits, colour]) => (
              // A label on two lines ("Sedang diambil") keeps every figure on one baseline.
              <div key={key} className="grid grid-rows-[1fr_auto] gap-0.5">
                <dt className="flex gap-1.5 text-muted-foreground">
                  <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${colour}`} />
                  {t(`progress.${key}`)}
                </dt>
                <dd className="font-semibold tabular-nums">
                  {t('progress.credits', { count: credits })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">
            {short.length > 0 ? t('progress.short') : t('progress.allComplete')}
          </h3>
          {short.length > 0 && (
            <ul className="grid gap-1 text-sm">
              {short.map((group) => (
                <li key={group.code} className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">{localText(group.name.en, group.name.ms)}</span>
                  <span className="text-muted-foreground">{shortfall(group)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-3">
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon aria-hidden className={open ? 'rotate-180' : undefined} />
            {open ? t('progress.hideGroups') : t('progress.showGroups')}
          </Button>
          <div id={tableId} hidden={!open}>
            {open && <ProgressGroupsTable progress={progress} />}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
