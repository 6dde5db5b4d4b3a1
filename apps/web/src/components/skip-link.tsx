import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's <main>, which also needs `tabIndex={-1}` to take the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the page's first focusable element, seen only once the keyboard
 * reaches it, so a keyboard user need not go through the header on every page (WCAG 2.4.1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  // The focus is moved here, not by following the link: that would put "#main-content" in the
  // address and a step in the history.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:px-4 focus:py-2 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {t('skipToMain')}
    </a>
  );
}
