import { useTranslation } from 'react-i18next';
import { PageHeader } from '../layout/page-header';

/** A page whose feature is still to be built: its title only, so the navigation is complete. */
export function SectionPage({ page }: { page: 'registration' | 'schedule' | 'history' | 'admin' }) {
  const { t } = useTranslation('layout');
  return <PageHeader title={t(`pages.${page}`)} />;
}
