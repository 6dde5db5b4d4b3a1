import type { PlanOutcome, Subject } from '@daftar/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { localName } from '@/lib/i18n';
import { placeText, refusalText } from '../plan-text';

/** A step the student may take about a refusal, as the server names it. */
export type NextStep = 'waitlist' | 'permit';

/**
 * What the screen offers for a refused subject's next step: the registration feature's
 * join-waitlist and permit dialogs, which the app puts here (features do not import each other).
 * Nothing for a step it cannot offer.
 */
export type NextAction = (outcome: PlanOutcome, step: NextStep) => ReactNode;

type Mode = 'check' | 'register';

const VARIANTS: Record<PlanOutcome['outcome'], BadgeProps['variant']> = {
  taken: 'success',
  held: 'secondary',
  refused: 'destructive',
  unused: 'outline',
};

interface PlanOutcomesProps {
  mode: Mode;
  subjects: readonly PlanOutcome[];
  fallbacks: readonly PlanOutcome[];
  catalogue: readonly Subject[];
  nextAction?: NextAction;
}

/** A check's or a registration's outcome, subject by subject, then the fallbacks'. */
export function PlanOutcomes({ mode, subjects, fallbacks, ...rest }: PlanOutcomesProps) {
  const { t } = useTranslation('plan');
  const codeOf = (id: number | undefined) =>
    subjects.find((outcome) => outcome.subjectId === id)?.code ?? '';
  return (
    <div className="grid gap-4">
      <ol className="grid gap-2">
        {subjects.map((outcome) => (
          <OutcomeItem key={outcome.subjectId} mode={mode} outcome={outcome} {...rest} />
        ))}
      </ol>
      {fallbacks.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('outcome.fallbacks')}</h3>
          <ol className="grid gap-2">
            {fallbacks.map((outcome) => (
              <OutcomeItem
                key={outcome.subjectId}
                mode={mode}
                outcome={outcome}
                standsFor={codeOf(outcome.fallbackFor)}
                {...rest}
              />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

interface OutcomeItemProps extends Omit<PlanOutcomesProps, 'subjects' | 'fallbacks'> {
  outcome: PlanOutcome;
  /** A fallback taken: the code of the plan's subject it stands in for. */
  standsFor?: string;
}

function OutcomeItem({ mode, outcome, catalogue, nextAction, standsFor }: OutcomeItemProps) {
  const { t } = useTranslation('plan');
  const subject = catalogue.find((s) => s.id === outcome.subjectId);
  const place = placeText(t, subject, outcome.sectionIds);
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="font-mono font-semibold">{outcome.code}</span>{' '}
          <span>{localName(outcome)}</span>
        </span>
        <Badge variant={VARIANTS[outcome.outcome]}>{t(`outcome.${mode}.${outcome.outcome}`)}</Badge>
      </p>
      {outcome.outcome === 'taken' && (
        <p className="text-muted-foreground">
          {standsFor && <>{t('outcome.standsFor', { code: standsFor })} </>}
          {place && <>{t(`outcome.${mode}.place`, { place })} </>}
          {outcome.choice === null
            ? t('outcome.anySection')
            : outcome.choice === 0
              ? t('outcome.preferred')
              : t('outcome.alternative', { number: outcome.choice })}
        </p>
      )}
      {outcome.outcome === 'held' && (
        <p className="text-muted-foreground">{t('outcome.heldNote')}</p>
      )}
      {outcome.outcome === 'unused' && (
        <p className="text-muted-foreground">{t('outcome.unusedNote')}</p>
      )}
      {outcome.outcome === 'refused' && (
        <>
          <p>{outcome.refusal ? refusalText(outcome.refusal) : t('outcome.refusedNote')}</p>
          <NextSteps outcome={outcome} nextAction={nextAction} />
        </>
      )}
    </li>
  );
}

/** What the student may do about a refusal. */
function NextSteps({ outcome, nextAction }: { outcome: PlanOutcome; nextAction?: NextAction }) {
  const { t } = useTranslation('plan');
  if (outcome.next.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {outcome.next.includes('waitlist') && nextAction?.(outcome, 'waitlist')}
      {outcome.next.includes('fallback') && (
        <p className="text-muted-foreground">{t('outcome.nextFallback')}</p>
      )}
      {outcome.next.includes('permit') &&
        (nextAction?.(outcome, 'permit') ?? (
          <p className="text-muted-foreground">{t('outcome.nextPermit')}</p>
        ))}
    </div>
  );
}
