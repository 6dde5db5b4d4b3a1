import '@/features/registrar/i18n';
import { CataloguePage } from '@/features/registrar/components/catalogue-page';
import { PageTitle } from './page-title';

export function CatalogueRoute() {
  return (
    <>
      <PageTitle page="catalogue" />
      <CataloguePage />
    </>
  );
}
