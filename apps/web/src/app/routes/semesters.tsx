import '@/features/registrar/i18n';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { allSettled, FirstReadings } from '@/components/first-readings';
import {
  adminPeriodsQueryOptions,
  periodCalendarQueryOptions,
} from '@/features/registrar/api/periods';
import { SemestersPage } from '@/features/registrar/components/semesters-page';
import { readAll } from '../first-screen-readings';
import { PageTitle } from './page-title';

const readings = [adminPeriodsQueryOptions()];

/**
 * On the first load, the router waits for these (whileStarting): the semesters, and the current
 * one's calendar, which its card shows open. Shown as they came, the calendar's dates pushed
 * its form down, and the list the footer (layout shift 0.2 on a phone).
 */
export async function prepareSemesters(queryClient: QueryClient) {
  const periods = await queryClient.ensureQueryData(adminPeriodsQueryOptions());
  const current = periods.find((period) => period.isCurrent);
  if (current) await readAll(queryClient, [periodCalendarQueryOptions(current.id)]);
}

export function SemestersRoute() {
  const settled = useQueries({ queries: readings, combine: allSettled });
  return (
    <>
      <PageTitle page="semesters" />
      <FirstReadings settled={settled}>
        <SemestersPage />
      </FirstReadings>
    </>
  );
}
