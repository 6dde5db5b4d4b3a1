import '@/features/verify/i18n';
import { GraduationCapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { VerifyPage } from '@/features/verify/components/verify-page';
import { PageTitle } from './page-title';

/** A registration slip's QR code leads here: public, no sign-in, in either language. */
export function VerifyRoute() {
  const { t } = useTranslation(['verify', 'common']);
  const { code = '' } = useParams();
  return (
    <div className="min-h-svh bg-muted/40">
      <PageTitle page="verify" />
      <SkipLink />
      <header className="bg-brand text-brand-foreground">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-foreground/10">
              <GraduationCapIcon className="size-5" aria-hidden />
            </span>
            <p className="text-lg font-bold tracking-tight">{t('common:appName')}</p>
          </div>
          <LanguageSwitch className="text-foreground" />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto grid max-w-4xl gap-6 px-4 py-8 outline-none sm:px-6"
      >
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <VerifyPage code={code} />
        <p className="text-sm text-muted-foreground">{t('computerGenerated')}</p>
      </main>
    </div>
  );
}
