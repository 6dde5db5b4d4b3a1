import '@/features/plan/i18n';
import '@/features/registration/i18n';
import { useMemo } from 'react';
import { PlanPage } from '@/features/plan/components/plan-page';
import { useSubjects } from '@/features/registration/api/get-subjects';
import { useLiveSeats } from '@/features/registration/use-live-seats';
import { PageTitle } from './page-title';
import { nextActionsOver } from '../plan-parts';

/**
 * /registration/plan (issue 48): the plan page over the registration feature's catalogue, every
 * subject unfiltered, its seat counts kept live as on the registration page.
 */
export function PlanRoute() {
  useLiveSeats();
  const catalogue = useSubjects({});
  const nextAction = useMemo(() => nextActionsOver(catalogue.data ?? []), [catalogue.data]);
  return (
    <>
      <PageTitle page="plan" />
      <PlanPage catalogue={catalogue} nextAction={nextAction} />
    </>
  );
}
