import type { GateProgress } from '@daftar/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n';

interface GateQueueFiguresProps {
  progress: GateProgress;
  /** From the gate's last read (every few seconds): no event carries it. */
  activeAdmissions: number;
  /** The settings' pause, which the card shows: the next event may still be on its way. */
  paused: boolean;
}

/** How long the students waiting take to be let in at the rate now, in the largest fitting unit. */
function clearTime(
  t: TFunction<'registrar'>,
  waiting: number,
  progress: GateProgress,
  paused: boolean,
) {
  if (paused) return t('gate.clear.paused');
  if (waiting === 0) return t('gate.clear.empty');
  const seconds = Math.ceil((waiting * 60) / Math.max(1, progress.ratePerMinute));
  const minutes = Math.ceil(seconds / 60);
  const time =
    seconds < 60
      ? t('gate.clear.underMinute')
      : minutes < 60
        ? t('gate.clear.minutes', { count: minutes })
        : t('gate.clear.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return progress.opened ? time : t('gate.clear.afterOpening', { time });
}

/**
 * The queue as the server last reported it. Deliberately not a live region: the figures change
 * every second, and a screen reader would read nothing else.
 */
export function GateQueueFigures({ progress, activeAdmissions, paused }: GateQueueFiguresProps) {
  const { t } = useTranslation('registrar');
  const number = (value: number) => value.toLocaleString(currentLocale());
  const waiting = progress.opened ? progress.issued - progress.admittedThrough : progress.prequeued;
  const figures = [
    {
      label: progress.opened ? t('gate.queue.waiting') : t('gate.queue.prequeued'),
      value: number(waiting),
    },
    { label: t('gate.queue.admitted'), value: number(progress.admittedThrough) },
    { label: t('gate.queue.active'), value: number(activeAdmissions) },
    {
      label: t('gate.queue.rate'),
      value: progress.automatic
        ? t('gate.queue.rateAutomatic', { rate: number(progress.ratePerMinute) })
        : number(progress.ratePerMinute),
    },
    {
      label: t('gate.queue.clearTime'),
      value: clearTime(t, waiting, progress, paused),
      words: true,
    },
  ];
  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h3 className="font-semibold">{t('gate.queue.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('gate.queue.description')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(({ label, value, words }) => (
          // Five on a phone's two columns: the last, the one in words, takes a whole row.
          <div
            key={label}
            className={cn('rounded-lg border bg-card p-3', words && 'col-span-2 sm:col-span-1')}
          >
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className={cn('font-semibold tabular-nums', words ? 'mt-1' : 'text-xl')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
