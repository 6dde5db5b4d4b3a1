import type { Subject } from '@daftar/contract';
import { CalendarCheck2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { usePeriod } from '@/lib/api/get-period';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { cn } from '@/lib/cn';
import { usePlan } from '../api/get-plan';
import type { NextAction } from './plan-outcomes';
import { RegisterPlan } from './register-plan';

interface PlanCardProps {
  /** The catalogue, to name the sections a registration took. */
  catalogue: readonly Subject[];
  nextAction?: NextAction;
}

/**
 * The registration page's way to the plan, and while the period is open and the plan holds
 * subjects the selection does not, "Register my plan" itself, the page's main action then. A
 * plan that cannot be read leaves only the link: the page works without it.
 */
export function PlanCard({ catalogue, nextAction }: PlanCardProps) {
  const { t } = useTranslation('plan');
  const { data: plan } = usePlan();
  const { data: selection = [] } = useSelectedSubjects();
  const { data: period } = usePeriod();
  const held = new Set(selection.filter((s) => s.status !== 'rejected').map((s) => s.id));
  const subjects = plan?.subjects ?? [];
  const toRegister = subjects.filter((subject) => !held.has(subject.subjectId)).length;
  const open = period?.status === 'Open';
  const prominent = open && toRegister > 0;

  return (
    <Card
      role="region"
      aria-labelledby="plan-card-title"
      className={cn('py-4', prominent && 'border-primary ring-1 ring-primary/40')}
    >
      <CardContent className="grid gap-4 px-4 sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <CalendarCheck2Icon className="size-5" aria-hidden />
            </span>
            <div className="grid gap-1">
              <h2 id="plan-card-title" className="leading-tight font-semibold">
                {t('card.title')}
              </h2>
              <p className="text-sm text-muted-foreground">
                {subjects.length === 0
                  ? t('card.empty')
                  : t('card.summary', { count: subjects.length })}
              </p>
            </div>
          </div>
          <Button asChild variant={prominent ? 'outline' : 'default'} size="sm">
            <Link to={paths.registrationPlan}>
              {subjects.length === 0 ? t('card.start') : t('card.open')}
            </Link>
          </Button>
        </div>
        {open && (
          <RegisterPlan
            catalogue={catalogue}
            count={toRegister}
            nextAction={nextAction}
            prominent
          />
        )}
      </CardContent>
    </Card>
  );
}
