import '@/features/history/i18n';
import { HistoryPage } from '@/features/history/components/history-page';
import { PageTitle } from './page-title';

export function HistoryRoute() {
  return (
    <>
      <PageTitle page="history" />
      <HistoryPage />
    </>
  );
}
