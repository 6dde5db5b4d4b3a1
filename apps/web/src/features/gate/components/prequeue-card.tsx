import { formatCampusDateTime, type GateProgress } from '@daftar/contract';
import { HourglassIcon, ShuffleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { clockOf } from '../queue-figures';
import { useServerNow } from '../use-server-now';

/**
 * Before the opening: when it opens (Malaysia time) with a countdown, how many are gathering,
 * and why arriving early does not matter. Once open, while the places are given out.
 */
export function PrequeueCard({ progress }: { progress: GateProgress }) {
  const { t } = useTranslation('gate');
  if (progress.opened) {
    return (
      <Card className="py-5">
        <CardContent className="flex items-center gap-3">
          <Spinner className="size-6 shrink-0 text-primary" />
          <p className="font-semibold">{t('prequeue.opening')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="py-5">
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <HourglassIcon className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <p className="text-lg font-semibold">
              {t('prequeue.opensAt', {
                time: formatCampusDateTime(progress.opensAt, currentLanguage()),
              })}
            </p>
            <OpeningCountdown opensAt={progress.opensAt} />
            <p className="text-sm text-muted-foreground">
              {t('prequeue.count', { count: progress.prequeued })}
            </p>
          </div>
        </div>
        <div className="grid gap-1 rounded-lg border border-info/40 bg-info/10 p-3">
          <p className="flex items-start gap-2 text-sm font-semibold">
            <ShuffleIcon className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
            {t('prequeue.fairTitle')}
          </p>
          <p className="text-sm text-muted-foreground">{t('prequeue.fair')}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function OpeningCountdown({ opensAt }: { opensAt: string }) {
  const { t } = useTranslation('gate');
  const { days, clock } = clockOf(Date.parse(opensAt) - useServerNow());
  return (
    // Announced once by its text, not every second.
    <p role="timer" aria-live="off" className="text-sm font-medium tabular-nums">
      {days > 0
        ? t('prequeue.opensInDays', { count: days, clock })
        : t('prequeue.opensIn', { clock })}
    </p>
  );
}
