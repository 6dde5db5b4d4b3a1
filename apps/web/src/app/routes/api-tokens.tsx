import '@/features/registrar/i18n';
import { ApiTokensPage } from '@/features/registrar/components/api-tokens-page';
import { PageTitle } from './page-title';

export function ApiTokensRoute() {
  return (
    <>
      <PageTitle page="apiTokens" />
      <ApiTokensPage />
    </>
  );
}
