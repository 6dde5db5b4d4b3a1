import { estimatedWaitSeconds, type GateProgress } from '@daftar/contract';
import { PauseCircleIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { waitWords } from '../queue-figures';

interface QueuePlaceCardProps {
  position: number;
  progress: GateProgress;
}

/** The student's place, how many are ahead, the estimated wait and the rate, as they change. */
export function QueuePlaceCard({ position, progress }: QueuePlaceCardProps) {
  const { t } = useTranslation('gate');
  // Where the student started in this visit, so the bar shows how far they have come.
  const [first, setFirst] = useState(position);
  if (position > first) setFirst(position);
  const wait = estimatedWaitSeconds(position, progress);
  const words = wait === null ? null : waitWords(wait);

  if (position === 0) {
    return (
      <Card className="py-5">
        <CardContent className="flex items-center gap-3">
          <Spinner className="size-6 shrink-0 text-primary" />
          <p className="text-lg font-semibold">{t('waiting.turn')}</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="py-5">
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <UsersIcon className="size-5" aria-hidden />
          </span>
          <p className="self-center text-xl font-semibold tabular-nums sm:text-2xl">
            {t('waiting.position', { position })}
          </p>
        </div>
        <Progress aria-label={t('waiting.progress')} value={first - position} max={first} />
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{t('waiting.ahead')}</dt>
            <dd className="font-semibold tabular-nums">
              {t('waiting.aheadCount', { count: position - 1 })}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{t('waiting.wait')}</dt>
            <dd className="font-semibold tabular-nums">
              {words === null ? t('waiting.waitPaused') : t(words.key, words)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{t('waiting.rate')}</dt>
            <dd className="font-semibold tabular-nums">
              {t('waiting.rateCount', { count: progress.ratePerMinute })}
            </dd>
            {progress.automatic && (
              <dd className="text-xs text-muted-foreground">{t('waiting.rateAutomatic')}</dd>
            )}
          </div>
        </dl>
        {progress.paused && <PausedNotice />}
      </CardContent>
    </Card>
  );
}

function PausedNotice() {
  const { t } = useTranslation('gate');
  return (
    <div className="grid gap-1 rounded-lg border border-warning/50 bg-warning/10 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <PauseCircleIcon className="size-4 shrink-0" aria-hidden />
        {t('paused.title')}
      </p>
      <p className="text-sm text-muted-foreground">{t('paused.body')}</p>
    </div>
  );
}
