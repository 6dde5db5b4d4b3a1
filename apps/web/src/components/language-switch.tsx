import { LANGUAGES } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES } from './language-names';

/**
 * The language choice of the sign-in and sign-up pages (issue 18): both languages by name, the
 * current one pressed. Plain buttons, not the header's menu, so the sign-in form's first load
 * carries no menu library (docs/performance.md).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.title')}
      className={cn('flex rounded-md border bg-card p-0.5 text-sm shadow-xs', className)}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
          className="rounded-sm px-2.5 py-1 font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
