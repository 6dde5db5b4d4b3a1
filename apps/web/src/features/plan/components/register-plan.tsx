import type { PlanRegisterReply, Subject } from '@daftar/contract';
import type { TFunction } from 'i18next';
import { ListChecksIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { refusedForAdmission, serverMessage } from '@/lib/http-client';
import { useRegisterPlan } from '../api/register-plan';
import { PlanOutcomes, type NextAction } from './plan-outcomes';

interface RegisterPlanProps {
  /** The catalogue, to name the sections taken. */
  catalogue: readonly Subject[];
  /** The plan's subjects not in the selection yet: the button's count. */
  count: number;
  nextAction?: NextAction;
  /** Runs first (the plan page saves what is not saved yet); a failure stops the registration. */
  before?: () => Promise<unknown>;
  /** On the plan page the student is also offered Save and Check; here it is the main action. */
  prominent?: boolean;
}

/**
 * "Register my plan": one request takes the plan's subjects in order, and the outcome is shown
 * subject by subject where the student pressed it, in a live region. Stays on screen after the
 * registration though the count falls to nothing, so the student can read what happened.
 */
export function RegisterPlan({
  catalogue,
  count,
  nextAction,
  before,
  prominent,
}: RegisterPlanProps) {
  const { t } = useTranslation('plan');
  const register = useRegisterPlan();
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || register.isPending;
  if (count === 0 && register.isIdle) return null;

  const start = async () => {
    if (busy) return;
    if (before) {
      setPreparing(true);
      try {
        await before();
      } catch {
        // The step before says what went wrong, beside its own button.
        return;
      } finally {
        setPreparing(false);
      }
    }
    register.mutate();
  };

  return (
    <div className="grid gap-3">
      {count > 0 && (
        <Button
          size={prominent ? 'lg' : 'default'}
          className="w-full sm:w-fit"
          onClick={() => void start()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner className="size-4" /> : <ListChecksIcon aria-hidden />}
          {busy ? t('register.busy') : t('register.button', { count })}
        </Button>
      )}
      <div aria-live="polite" className="grid gap-3">
        {register.error && <RegisterError error={register.error} />}
        {register.data && (
          <>
            <h3 className="font-semibold">{t('register.heading')}</h3>
            <p className="text-sm">{summary(t, register.data)}</p>
            <PlanOutcomes
              mode="register"
              subjects={register.data.subjects}
              fallbacks={register.data.fallbacks}
              catalogue={catalogue}
              nextAction={nextAction}
            />
          </>
        )}
      </div>
    </div>
  );
}

function summary(t: TFunction<'plan'>, reply: PlanRegisterReply) {
  const all = [...reply.subjects, ...reply.fallbacks];
  const taken = all.filter((outcome) => outcome.outcome === 'taken').length;
  const count = (kind: 'held' | 'refused') =>
    reply.subjects.filter((outcome) => outcome.outcome === kind).length;
  const [held, refused] = [count('held'), count('refused')];
  return [
    taken > 0 ? t('register.taken', { count: taken }) : t('register.noneTaken'),
    held > 0 ? t('register.held', { count: held }) : '',
    refused > 0 ? t('register.refused', { count: refused }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A refusal of the whole request: the period, a hold, the student's status, a review. */
function RegisterError({ error }: { error: unknown }) {
  const { t } = useTranslation('plan');
  // Without a turn at the gate, the registration page is where the queue is joined.
  if (refusedForAdmission(error)) {
    return (
      <p role="alert" className="text-sm">
        {t('register.needsTurn')}{' '}
        <Link
          to={paths.registration}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('register.toRegistration')}
        </Link>
      </p>
    );
  }
  return (
    <p role="alert" className="text-sm text-destructive">
      {serverMessage(error) ?? t('register.failed')}
    </p>
  );
}
