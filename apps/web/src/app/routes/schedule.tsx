import '@/features/schedule/i18n';
import { SchedulePage } from '@/features/schedule/components/schedule-page';
import { PageTitle } from './page-title';

export function ScheduleRoute() {
  return (
    <>
      <PageTitle page="schedule" />
      <SchedulePage />
    </>
  );
}
