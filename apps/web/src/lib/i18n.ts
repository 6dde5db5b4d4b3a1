import {
  inLanguage,
  INTL_LOCALES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageOfTag,
  nameIn,
  type Language,
} from '@daftar/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';

/**
 * The copy a first screen may need. English is bundled (it is the fallback, and most first visits
 * are English); Malay arrives as one chunk when it is chosen. Each screen adds its own copy, in
 * both languages, with its code (`addScreenCopy`).
 */
export const resources = { en } as const;

const namespaces = Object.keys(resources.en);

const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, object>>> = {
  ms: async () => (await import('@/locales/ms')).ms,
};

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The first visit follows the browser (`ms*` is Malay); a choice made since wins. */
function startingLanguage(): Language {
  return storedLanguage() ?? languageOfTag(navigator.languages?.[0] ?? navigator.language);
}

/** The language the interface is in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The `Intl` locale of the interface's language: en-GB or ms-MY. */
export function currentLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}

async function loadCatalogue(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const catalogue = await catalogueLoaders[language]();
  for (const [namespace, copy] of Object.entries(catalogue)) {
    i18n.addResourceBundle(language, namespace, copy, true, true);
  }
}

/** A choice of language made in this browser, by its person or by their account; else null. */
export function chosenLanguage(): Language | null {
  return storedLanguage();
}

/**
 * Switches the interface to `language`, without a reload: its catalogue first, then every screen
 * re-renders in it and `<html lang>` follows. Kept in this browser for the next visit. For a
 * language someone chose (here or, through their account, elsewhere), never for one only
 * guessed from the browser, which each visit guesses again.
 */
export async function applyLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be full or blocked; the choice still holds for this visit.
  }
  await i18n.changeLanguage(language);
}

const choiceListeners = new Set<(language: Language) => void>();

/**
 * The person's own choice, from a language switch: applied, and told to whoever keeps it (the
 * signed-in account, use-account-language.ts). Only these reach the account (issue 42).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  for (const listener of choiceListeners) listener(language);
}

/** Calls `listener` with each language the person chooses from now on; returns the way back. */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * A screen's own copy, in every language, added when the screen's code loads: the first script
 * carries only what the sign-in pages and the frame's header need (features/<name>/i18n.ts).
 */
export function addScreenCopy(namespace: string, copy: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, copy[language], true, true);
  }
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  resources,
  // Resources are bundled, so the first render already has its text.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnObjects: true,
});

/**
 * Readies the language the app starts in: English at once, another language after its
 * catalogue has arrived (main.tsx waits for this before the first render).
 */
export function startLanguage(): Promise<void> {
  const language = startingLanguage();
  if (language === 'en') {
    document.documentElement.lang = 'en';
    return Promise.resolve();
  }
  return loadCatalogue(language)
    .then(() => i18n.changeLanguage(language))
    .then(
      () => undefined,
      // A catalogue that cannot be fetched leaves the app in English rather than blank.
      () => undefined,
    );
}

export default i18n;

/**
 * A catalogue item's name in the interface's language (issue 42): the API replies both, `name`
 * in English and `nameMs` in Malay, so its cache holds one reply for either language; the
 * other language's name stands in while one is not written.
 */
export function localName(item: { name: string; nameMs?: string | null }): string {
  return nameIn(currentLanguage(), item);
}

/** A text kept in both languages, in the interface's language, else the other. */
export function localText(english: string | null | undefined, malay: string | null | undefined) {
  return inLanguage(currentLanguage(), english, malay);
}
