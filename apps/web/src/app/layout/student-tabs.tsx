import { CalendarRangeIcon, HistoryIcon, NotebookPenIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageTabs } from './page-tabs';

/** The student pages' tab bar (spec section 2). */
export function StudentTabs() {
  const { t } = useTranslation('layout');
  return (
    <PageTabs
      label={t('studentTabs.label')}
      tabs={[
        { to: paths.registration, label: t('studentTabs.registration'), icon: NotebookPenIcon },
        { to: paths.schedule, label: t('studentTabs.schedule'), icon: CalendarRangeIcon },
        { to: paths.history, label: t('studentTabs.history'), icon: HistoryIcon },
      ]}
    />
  );
}
