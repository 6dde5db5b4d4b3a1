import '@/features/registrar/i18n';
import { AuditPage } from '@/features/registrar/components/audit-page';
import { PageTitle } from './page-title';

export function AuditRoute() {
  return (
    <>
      <PageTitle page="audit" />
      <AuditPage />
    </>
  );
}
