import type { SetupChecklist, SetupStepKey } from '@daftar/contract';
import { ArrowRightIcon, CircleCheckIcon, CircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useSetupChecklist } from '../api/setup';
import { SETUP_STEP_PAGES } from './setup-steps';

/**
 * The registrar's way from an empty university to registration day (issue 42): semester,
 * faculties, catalogue, people, opening, each ticked from the data and linked to where it is
 * done. Gone once every step is done, so a running university does not carry it.
 */
export function SetupChecklistCard() {
  const { data } = useSetupChecklist();
  if (!data || data.steps.every((step) => step.done)) return null;
  return <SetupChecklistSteps checklist={data} />;
}

/** The steps whose count says something: how many faculties, subjects, students there are. */
function countedStep(key: SetupStepKey) {
  return key === 'faculties' || key === 'catalogue' ? key : 'people';
}

function SetupChecklistSteps({ checklist }: { checklist: SetupChecklist }) {
  const { t } = useTranslation('registrar');
  const done = checklist.steps.filter((step) => step.done).length;
  const next = checklist.steps.find((step) => !step.done)?.key;
  return (
    <section aria-labelledby="setup-checklist-title">
      <Card>
        <CardHeader>
          <CardTitle id="setup-checklist-title">{t('setup.title')}</CardTitle>
          <CardDescription>{t('setup.description')}</CardDescription>
          <div className="grid gap-1.5 pt-2">
            <p className="text-sm font-medium">
              {t('setup.progress', { done, total: checklist.steps.length })}
            </p>
            <Progress
              value={done}
              max={checklist.steps.length}
              aria-label={t('setup.progress', { done, total: checklist.steps.length })}
            />
          </div>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3">
            {checklist.steps.map((step, index) => (
              <li
                key={step.key}
                aria-current={step.key === next ? 'step' : undefined}
                className={cn(
                  'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-lg border p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]',
                  step.key === next && 'border-primary bg-primary/5',
                )}
              >
                {step.done ? (
                  <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                ) : (
                  <CircleIcon
                    className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                    aria-hidden
                  />
                )}
                <div className="grid gap-0.5">
                  <p className="font-medium">
                    {index + 1}. {t(`setup.steps.${step.key}.title`)}{' '}
                    <span className="text-sm font-normal text-muted-foreground">
                      ({step.done ? t('setup.done') : t('setup.toDo')}
                      {step.count !== null && step.count > 0 && (
                        <>, {t(`setup.counts.${countedStep(step.key)}`, { count: step.count })}</>
                      )}
                      )
                    </span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t(`setup.steps.${step.key}.hint`)}
                  </p>
                </div>
                <Link
                  to={SETUP_STEP_PAGES[step.key]}
                  className="col-start-2 inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:col-start-3 sm:self-center"
                >
                  {t(`setup.steps.${step.key}.link`)}
                  <ArrowRightIcon className="size-4" aria-hidden />
                </Link>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </section>
  );
}
