import { PERMIT_RULES, type PermitRule, type PlanOutcome, type Subject } from '@daftar/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlanCard } from '@/features/plan/components/plan-card';
import type { NextAction } from '@/features/plan/components/plan-outcomes';
import { useSubjects } from '@/features/registration/api/get-subjects';
import { JoinWaitlistDialog } from '@/features/registration/components/join-waitlist-dialog';
import { AskPermitDialog } from '@/features/registration/components/permits-card';
import { refusalText } from '@/features/plan/plan-text';

// The plan feature's parts as the registration feature serves them: the catalogue, and the
// waitlist and permit dialogs for a refused subject's next step. Composed here, since the two features do not import each other.

/**
 * A plan's subject refused for want of a seat, put on its waitlist with the registration page's
 * own dialog.
 */
function JoinWaitlistButton({
  outcome,
  catalogue,
}: {
  outcome: PlanOutcome;
  catalogue: readonly Subject[];
}) {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState(false);
  const subject = catalogue.find((s) => s.id === outcome.subjectId);
  if (!subject) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('waitlist.joinFor', { code: subject.code })}
        onClick={() => setOpen(true)}
      >
        {t('waitlist.join')}
      </Button>
      <JoinWaitlistDialog subject={open ? subject : undefined} onOpenChange={setOpen} />
    </>
  );
}

const isPermitRule = (code: string | undefined): code is PermitRule =>
  (PERMIT_RULES as readonly string[]).includes(code ?? '');

/** A plan's subject refused by a rule a permit may let pass: the registration page's own form. */
function AskPermitButton({ outcome, rule }: { outcome: PlanOutcome; rule: PermitRule }) {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState(false);
  const refusal = {
    subjectId: outcome.subjectId,
    rule,
    message: outcome.refusal ? refusalText(outcome.refusal) : '',
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('permits.ask')}
        <span className="sr-only">: {outcome.code}</span>
      </Button>
      <AskPermitDialog refusal={open ? refusal : null} onOpenChange={setOpen} />
    </>
  );
}

/** The plan's next steps over this catalogue: a waitlist to join, a permit to ask for. */
export const nextActionsOver =
  (catalogue: readonly Subject[]): NextAction =>
  (outcome, step) => {
    if (step === 'waitlist') return <JoinWaitlistButton outcome={outcome} catalogue={catalogue} />;
    const rule = outcome.refusal?.code;
    return isPermitRule(rule) ? <AskPermitButton outcome={outcome} rule={rule} /> : null;
  };

/** The registration page's plan card, over the catalogue the page already reads (unfiltered). */
export function RegistrationPlanCard() {
  const { data: catalogue } = useSubjects({});
  const nextAction = useMemo(() => nextActionsOver(catalogue ?? []), [catalogue]);
  return <PlanCard catalogue={catalogue ?? []} nextAction={nextAction} />;
}
