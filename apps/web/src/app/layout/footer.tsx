import { CURRENT_SEMESTER } from '@daftar/contract';
import { useTranslation } from 'react-i18next';

const PLACEHOLDER_LINKS = ['helpCenter', 'privacy', 'terms', 'contact'] as const;

/** The year, the current semester and the spec's placeholder links (spec section 2). */
export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          {t('footer.copyright', { year })}
          <span aria-hidden> · </span>
          {t('common:semester', CURRENT_SEMESTER)}
        </p>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {PLACEHOLDER_LINKS.map((key) => (
              <li key={key}>
                <a
                  href="#"
                  className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {t(`footer.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
