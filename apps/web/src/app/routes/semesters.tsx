import '@/features/registrar/i18n';
import { SemestersPage } from '@/features/registrar/components/semesters-page';
import { PageTitle } from './page-title';

export function SemestersRoute() {
  return (
    <>
      <PageTitle page="semesters" />
      <SemestersPage />
    </>
  );
}
