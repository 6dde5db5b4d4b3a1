import '@/features/structures/i18n';
import { BehindPage } from '@/features/structures/components/behind-page';
import { PageTitle } from './page-title';

export function StructuresBehindRoute() {
  return (
    <>
      <PageTitle page="structuresBehind" />
      <BehindPage />
    </>
  );
}
