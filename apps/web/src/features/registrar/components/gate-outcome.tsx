import { formatCampusDateTime } from '@daftar/contract';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, currentLocale } from '@/lib/i18n';
import { serverNow } from '@/lib/server-clock';

/** When the queue opens, as the dialog's choices have it. */
export type OutcomeOpening =
  | { kind: 'opened'; at: string }
  | { kind: 'now' }
  /** `at` is null while the field names no time. */
  | { kind: 'atTime'; at: string | null };

interface GateOutcomeProps {
  id: string;
  enabled: boolean;
  opening: OutcomeOpening;
  /** Students a minute; null for automatic, NaN while the field names no number. */
  rate: number | null;
}

/**
 * What saving the gate's settings will do, in plain words, before it is done (issue 42): the
 * audit's registrar saved an opening already passed and the queue opened with nobody waiting.
 * The Save button is described by it, so a screen reader hears it there too.
 */
export function GateOutcome({ id, enabled, opening, rate }: GateOutcomeProps) {
  const { t } = useTranslation('registrar');
  const rateWords =
    rate === null
      ? t('gate.outcome.rateAutomatic')
      : Number.isInteger(rate) && rate > 0
        ? t('gate.outcome.rateFixed', { count: rate, rate: rate.toLocaleString(currentLocale()) })
        : t('gate.outcome.rateUnset');
  const time = (at: string) => formatCampusDateTime(at, currentLanguage());
  let text: string;
  if (!enabled) text = t('gate.outcome.off');
  else if (opening.kind === 'opened')
    text = t('gate.outcome.opened', { time: time(opening.at), rate: rateWords });
  else if (opening.kind === 'now') text = t('gate.outcome.now', { rate: rateWords });
  else if (opening.at === null) text = t('gate.outcome.noTime');
  else if (Date.parse(opening.at) < serverNow()) text = t('gate.outcome.past');
  else text = t('gate.outcome.atTime', { time: time(opening.at), rate: rateWords });
  return (
    <div id={id} className="flex gap-2 rounded-md border border-info/40 bg-info/10 p-3 text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('gate.outcome.title')}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
