import '@/features/site-pages/i18n';
import type { SitePageSlug } from '@daftar/contract';
import { ArrowLeftIcon, GraduationCapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { RegistrationGuide } from '@/components/registration-guide';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session-context';
import { SitePageView } from '@/features/site-pages/components/site-page';
import { Footer } from '../layout/footer';
import { PageTitle } from './page-title';

/**
 * The footer's pages (issue 42): public, so the privacy notice and the terms can be read before
 * signing up, in a frame of their own that needs no session; the registrar edits them in place.
 */
export function SitePageRoute({ slug }: { slug: SitePageSlug }) {
  const { t } = useTranslation(['pages', 'common']);
  const { user, isAdmin } = useSession();
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <PageTitle page={slug} />
      <SkipLink />
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link
            to={user ? paths.dashboard : paths.login}
            className="flex items-center gap-2 rounded-md font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <GraduationCapIcon className="size-5" aria-hidden />
            </span>
            <span className="grid leading-tight">
              <span className="text-lg font-bold tracking-tight">{t('common:appName')}</span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <ArrowLeftIcon className="size-3" aria-hidden />
                {user ? t('back') : t('signIn')}
              </span>
            </span>
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        <SitePageView
          slug={slug}
          canEdit={isAdmin}
          lead={
            slug === 'help' ? (
              <div className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
                <RegistrationGuide />
              </div>
            ) : undefined
          }
        />
      </main>
      <Footer />
    </div>
  );
}
