import {
  ActivityIcon,
  BookOpenIcon,
  CalendarCogIcon,
  ClipboardCheckIcon,
  FileUpIcon,
  KeyRoundIcon,
  ListTreeIcon,
  MegaphoneIcon,
  ScrollTextIcon,
  UsersIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { PageTabs } from './page-tabs';

/**
 * The Admin Panel: for an admin (the registrar), the review page and the semester's setup as
 * tabs; a lecturer has the review page only, without them.
 */
export function AdminLayout() {
  const { t } = useTranslation('layout');
  const { isAdmin } = useSession();
  if (!isAdmin) return <Outlet />;
  return (
    <div className="grid gap-6">
      <PageTabs
        label={t('adminTabs.label')}
        tabs={[
          { to: paths.admin, label: t('adminTabs.review'), icon: ClipboardCheckIcon, end: true },
          { to: paths.adminSemesters, label: t('adminTabs.semesters'), icon: CalendarCogIcon },
          { to: paths.adminCatalogue, label: t('adminTabs.catalogue'), icon: BookOpenIcon },
          { to: paths.adminImport, label: t('adminTabs.import'), icon: FileUpIcon },
          { to: paths.adminPeople, label: t('adminTabs.people'), icon: UsersIcon },
          {
            to: paths.adminStructures,
            label: t('adminTabs.structures'),
            icon: ListTreeIcon,
          },
          {
            to: paths.adminAnnouncements,
            label: t('adminTabs.announcements'),
            icon: MegaphoneIcon,
          },
          { to: paths.adminAudit, label: t('adminTabs.audit'), icon: ScrollTextIcon },
          { to: paths.adminApiTokens, label: t('adminTabs.apiTokens'), icon: KeyRoundIcon },
          { to: paths.adminLive, label: t('adminTabs.live'), icon: ActivityIcon },
        ]}
      />
      <Outlet />
    </div>
  );
}
