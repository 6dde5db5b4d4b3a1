import { CalendarRangeIcon, HistoryIcon, NotebookPenIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const TABS = [
  { to: paths.registration, key: 'registration', icon: NotebookPenIcon },
  { to: paths.schedule, key: 'schedule', icon: CalendarRangeIcon },
  { to: paths.history, key: 'history', icon: HistoryIcon },
] as const;

/** The student pages' tab bar (spec section 2). Each tab is a page, so these are links. */
export function StudentTabs() {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('studentTabs.label')}>
      <ul className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto">
        {TABS.map(({ to, key, icon: Icon }) => (
          <li key={key} className="flex flex-1 sm:flex-none">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex min-h-9 w-full items-center justify-center gap-2 rounded-md px-3 py-1.5 text-center text-sm leading-tight font-medium transition-colors sm:whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {t(`studentTabs.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
