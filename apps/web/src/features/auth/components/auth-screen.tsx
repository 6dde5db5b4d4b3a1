import { CheckCircle2Icon, GraduationCapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { publicPageLinks } from '@/config/paths';
import { cn } from '@/lib/cn';

function Brand({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('items-center gap-3', className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-foreground/10">
        <GraduationCapIcon className="size-6" aria-hidden />
      </span>
      <div>
        <p className="text-xl font-bold tracking-tight">{t('appName')}</p>
        <p className="text-sm text-brand-foreground/80">{t('appTagline')}</p>
      </div>
    </div>
  );
}

/** The public pages, readable before signing in: the privacy notice above all (issue 42). */
function PageLinks() {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('footer.links')}>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
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
  );
}

interface AuthScreenProps {
  /** Which page's copy of spec section 1 stands beside the form. */
  variant: 'login' | 'register';
  children: ReactNode;
}

/** The sign-in and sign-up page: the product's promise on one side, the form on the other. */
export function AuthScreen({ variant, children }: AuthScreenProps) {
  const { t } = useTranslation('auth');
  const features = t(`marketing.${variant}.features`, { returnObjects: true });

  return (
    <div className="relative grid min-h-svh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <SkipLink />
      {/* Before the page's regions, so the skip link still lands straight on the form. */}
      <LanguageSwitch className="absolute top-3 right-3 z-10 sm:top-4 sm:right-6" />
      <section
        aria-labelledby="auth-marketing-heading"
        className="order-2 flex flex-col justify-center gap-8 bg-brand px-6 py-10 text-brand-foreground sm:px-10 lg:order-1 lg:px-14"
      >
        <Brand className="hidden lg:flex" />
        <div className="grid gap-3">
          <h2
            id="auth-marketing-heading"
            className="text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            {t(`marketing.${variant}.heading`)}
          </h2>
          <p className="text-brand-foreground/85">{t(`marketing.${variant}.lead`)}</p>
        </div>
        <ul className="grid gap-4">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-3">
              <CheckCircle2Icon
                className="mt-0.5 size-5 shrink-0 text-brand-foreground/90"
                aria-hidden
              />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="relative order-1 flex flex-col items-center justify-center gap-6 px-4 pt-16 pb-8 outline-none sm:px-8 sm:pb-10 lg:order-2"
      >
        {/* On a phone the product's name comes first, above the form. */}
        <Brand className="flex w-full max-w-md rounded-xl bg-brand px-4 py-3 text-brand-foreground lg:hidden" />
        <div className="w-full max-w-md">{children}</div>
        <PageLinks />
      </main>
    </div>
  );
}
