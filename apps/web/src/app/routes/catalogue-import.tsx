import '@/features/registrar/i18n';
import { ImportPage } from '@/features/registrar/components/import-page';
import { PageTitle } from './page-title';

export function CatalogueImportRoute() {
  return (
    <>
      <PageTitle page="catalogueImport" />
      <ImportPage />
    </>
  );
}
