import type { Subject } from '@daftar/contract';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { usePlan } from '../api/get-plan';
import { PlanEditor } from './plan-editor';
import type { NextAction } from './plan-outcomes';

/** The catalogue as the route reads it (the registration feature's live subjects list). */
export interface CatalogueReading {
  data: Subject[] | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface PlanPageProps {
  catalogue: CatalogueReading;
  nextAction?: NextAction;
}

/**
 * /registration/plan (issue 48): the subjects the student means to register, in order, with
 * the timetables that fit them, checked ahead and registered in one request at the opening.
 */
export function PlanPage({ catalogue, nextAction }: PlanPageProps) {
  const { t } = useTranslation('plan');
  const plan = usePlan();
  const selection = useSelectedSubjects();

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Link
          to={paths.registration}
          className="flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          {t('page.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </div>
      {plan.error && (
        <QueryError
          title={t('page.planError')}
          error={plan.error}
          onRetry={() => void plan.refetch()}
        />
      )}
      {catalogue.error !== null && catalogue.error !== undefined && (
        <QueryError
          title={t('page.catalogueError')}
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      )}
      {plan.data && catalogue.data ? (
        <PlanEditor
          plan={plan.data}
          catalogue={catalogue.data}
          selection={selection.data ?? []}
          nextAction={nextAction}
        />
      ) : (
        !plan.error && !catalogue.error && <Spinner className="size-6 text-primary" />
      )}
    </div>
  );
}
