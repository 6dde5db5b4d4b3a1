import { ClipboardCheckIcon, LayoutDashboardIcon, ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { RoleGate } from '@/features/auth/components/role-gate';
import { useSession } from '@/features/auth/session-context';
import { WaitingReviewCount } from '@/features/review/components/waiting-review-count';
import { cn } from '@/lib/cn';
import { navLinkClasses } from './nav-link-classes';

/**
 * Dashboard, plus the review page for admins ("Admin Panel") and lecturers (decisions.md), with
 * how many registrations wait for them.
 */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { isAdmin } = useSession();
  return (
    <nav aria-label={t('nav.label')} className={cn('flex items-center gap-1', className)}>
      <NavLink to={paths.dashboard} end className={navLinkClasses}>
        <LayoutDashboardIcon className="size-4" aria-hidden />
        {t('nav.dashboard')}
      </NavLink>
      {isAdmin && (
        <NavLink to={paths.admin} className={navLinkClasses}>
          <ShieldCheckIcon className="size-4" aria-hidden />
          {t('nav.adminPanel')}
          <WaitingReviewCount />
        </NavLink>
      )}
      <RoleGate roles={['lecturer']}>
        <NavLink to={paths.admin} className={navLinkClasses}>
          <ClipboardCheckIcon className="size-4" aria-hidden />
          {t('nav.reviewRegistrations')}
          <WaitingReviewCount />
        </NavLink>
      </RoleGate>
    </nav>
  );
}
