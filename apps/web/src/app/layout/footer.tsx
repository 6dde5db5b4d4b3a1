import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicPageLinks } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { useCurrentSemester } from '@/lib/api/get-period';

/**
 * The year, the current semester and the links to the public pages (spec section 2). The
 * semester is the current period's, or says there is none, never a made-up one (issue 42).
 */
export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const { user } = useSession();
  const semester = useCurrentSemester(user !== null);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          {t('footer.copyright', { year })}
          {semester !== undefined && (
            <>
              <span aria-hidden> · </span>
              {semester === null ? t('footer.noSemester') : t('common:semester', semester)}
            </>
          )}
        </p>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {publicPageLinks.map(([key, to]) => (
              <li key={key}>
                <Link
                  to={to}
                  className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
