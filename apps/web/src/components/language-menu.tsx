import { LANGUAGES, type Language } from '@daftar/contract';
import { LanguagesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { LANGUAGE_ABBREVIATIONS, LANGUAGE_NAMES } from './language-names';

/**
 * The header's language menu (issue 18): "Bahasa Melayu" or "English", switched at once without a
 * reload. The sign-in and sign-up pages have `LanguageSwitch`, which needs no menu library.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The name starts with what the button shows, "EN: language, English" (WCAG 2.5.3,
            issue 42), so a voice user can say what they see. */}
        <Button
          variant="ghost"
          className={cn('h-9 gap-1.5 px-2', className)}
          aria-label={t('language.menu', {
            language: LANGUAGE_NAMES[language],
            code: LANGUAGE_ABBREVIATIONS[language],
          })}
        >
          <LanguagesIcon aria-hidden />
          <span className="text-sm font-medium" aria-hidden>
            {LANGUAGE_ABBREVIATIONS[language]}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => void chooseLanguage(value as Language)}
        >
          {LANGUAGES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
