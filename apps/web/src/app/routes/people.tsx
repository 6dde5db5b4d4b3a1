import '@/features/registrar/i18n';
import { PeoplePage } from '@/features/registrar/components/people-page';
import { PageTitle } from './page-title';

export function PeopleRoute() {
  return (
    <>
      <PageTitle page="people" />
      <PeoplePage />
    </>
  );
}
