import '@/features/registrar/i18n';
import { AnnouncementsPage } from '@/features/registrar/components/announcements-page';
import { PageTitle } from './page-title';

export function AnnouncementsRoute() {
  return (
    <>
      <PageTitle page="announcements" />
      <AnnouncementsPage />
    </>
  );
}
