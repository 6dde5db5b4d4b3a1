import { GraduationCapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '@/components/language-menu';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { AcademicCalendarDialog } from './academic-calendar-dialog';
import { HelpDialog } from './help-dialog';
import { MainNav } from './main-nav';
import { NotificationBellSlot } from './notification-bell-slot';
import { UserMenu } from './user-menu';

/** Title, navigation, the two dialogs, the bell's place and the user menu (spec section 2). */
export function Header() {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={paths.dashboard}
          className="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <GraduationCapIcon className="size-5" aria-hidden />
          </span>
          {/* Below 380px the buttons leave no room for the name: the logo stands for it, and the
              name stays the link's name. */}
          <span className="grid min-w-0 leading-tight max-[380px]:sr-only">
            <span className="text-lg font-bold tracking-tight">{t('appName')}</span>
            <span className="truncate text-xs text-muted-foreground">{t('appTagline')}</span>
          </span>
        </Link>
        <MainNav className="ml-4 hidden md:flex" />
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <LanguageMenu />
          <AcademicCalendarDialog />
          <HelpDialog />
          <NotificationBellSlot />
          {user && <UserMenu user={user} isAdmin={isAdmin} />}
        </div>
      </div>
      <MainNav className="overflow-x-auto border-t px-3 py-1.5 md:hidden" />
    </header>
  );
}
