import { formatCampusDateTime, type Plan, type Subject } from '@daftar/contract';
import { CheckCircle2Icon, SaveIcon, SearchCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/http-client';
import { currentLanguage } from '@/lib/i18n';
import { useCheckPlan } from '../api/check-plan';
import { PlanOutcomes, type NextAction } from './plan-outcomes';
import { RegisterPlan } from './register-plan';

interface PlanActionsCardProps {
  plan: Plan;
  catalogue: readonly Subject[];
  /** What the student decided, as plan-draft's `decisions` words it: to tell a check's age. */
  decided: string;
  dirty: boolean;
  saving: boolean;
  saveError: unknown;
  /** Saves the draft; rejects when the server refuses it. */
  save: () => Promise<unknown>;
  hasSubjects: boolean;
  /** The plan's subjects not in the selection yet. */
  toRegister: number;
  periodOpen: boolean;
  nextAction?: NextAction;
}

/**
 * Saving the plan (it is kept on the server, so it is there again on any device), checking it
 * against every rule but the seats, and registering it while the period is open. Check and
 * register save first what is not saved yet: both read the plan the server keeps.
 */
export function PlanActionsCard(props: PlanActionsCardProps) {
  const { plan, catalogue, decided, dirty, saving, saveError, save, hasSubjects } = props;
  const { t } = useTranslation('plan');
  const check = useCheckPlan();
  const [checked, setChecked] = useState<string | null>(null);
  const saveFirst = () => (dirty ? save() : Promise.resolve());

  const runCheck = async () => {
    try {
      await saveFirst();
    } catch {
      return;
    }
    setChecked(decided);
    check.mutate();
  };

  return (
    <Card role="region" aria-labelledby="plan-actions-title">
      <CardHeader>
        <CardTitle id="plan-actions-title">{t('actions.title')}</CardTitle>
        <CardDescription>{t('actions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-3">
          <p role="status" className="flex items-center gap-2 text-sm">
            {!dirty && plan.updatedAt && (
              <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden />
            )}
            {dirty
              ? t('save.unsaved')
              : plan.updatedAt
                ? t('save.saved', {
                    time: formatCampusDateTime(plan.updatedAt, currentLanguage()),
                  })
                : t('save.nothing')}
          </p>
          {saveError !== null && saveError !== undefined && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(saveError) ?? t('save.failed')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void save().catch(() => undefined)}
              disabled={!dirty || saving}
              aria-busy={saving || undefined}
              variant={props.periodOpen && hasSubjects ? 'outline' : 'default'}
            >
              {saving ? <Spinner className="size-4" /> : <SaveIcon aria-hidden />}
              {saving ? t('save.busy') : t('save.button')}
            </Button>
            <Button
              variant="outline"
              onClick={() => void runCheck()}
              disabled={!hasSubjects || check.isPending || saving}
              aria-busy={check.isPending || undefined}
            >
              {check.isPending ? <Spinner className="size-4" /> : <SearchCheckIcon aria-hidden />}
              {check.isPending ? t('check.busy') : t('check.button')}
            </Button>
          </div>
        </div>
        <div aria-live="polite" className="grid gap-3 empty:hidden">
          {check.error && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(check.error) ?? t('check.failed')}
            </p>
          )}
          {check.data && (
            <>
              <h3 className="font-semibold">{t('check.heading')}</h3>
              <p className="text-sm">
                {check.data.ok ? t('check.ok') : t('check.notOk')}{' '}
                {t('check.credits', check.data.credits)}
              </p>
              {checked !== decided && (
                <p className="text-sm text-muted-foreground">{t('check.stale')}</p>
              )}
              <PlanOutcomes
                mode="check"
                subjects={check.data.subjects}
                fallbacks={check.data.fallbacks}
                catalogue={catalogue}
                nextAction={props.nextAction}
              />
            </>
          )}
        </div>
        {props.periodOpen ? (
          <RegisterPlan
            catalogue={catalogue}
            count={props.toRegister}
            nextAction={props.nextAction}
            before={saveFirst}
          />
        ) : (
          hasSubjects && <p className="text-sm text-muted-foreground">{t('register.notOpen')}</p>
        )}
      </CardContent>
    </Card>
  );
}
