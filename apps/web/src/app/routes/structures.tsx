import '@/features/structures/i18n';
import { StructuresPage } from '@/features/structures/components/structures-page';
import { PageTitle } from './page-title';

export function StructuresRoute() {
  return (
    <>
      <PageTitle page="structures" />
      <StructuresPage />
    </>
  );
}
