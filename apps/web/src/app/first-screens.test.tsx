import { API } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { studentUser } from '@/testing/fixtures';
import { renderStudentPage } from '@/testing/registration-fixtures';
import { STUDENT_FIRST_SCREENS, studentFirstScreen } from '../../build/first-screens';

/** What identifies an element's look and meaning: its tag, classes, link, marks and own text. */
function signature(element: Element) {
  const ownText = [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');
  const attributes = ['class', 'href', 'aria-current', 'aria-label', 'aria-hidden', 'id']
    .map((name) => `${name}=${element.getAttribute(name) ?? ''}`)
    .join(' ');
  return `<${element.tagName.toLowerCase()} ${attributes}>${ownText}`;
}

/**
 * The drawn first screens (build/first-screens.ts) are the app's own frame and heading: every
 * element drawn, and every icon whole, is one the app renders on that page, so a change to the
 * header, the tabs or a page's heading that the drawing missed fails here, not on a phone.
 */
describe.each(['en', 'ms'] as const)('the drawn first screens, in %s', (language) => {
  it.each(Object.keys(STUDENT_FIRST_SCREENS) as (keyof typeof STUDENT_FIRST_SCREENS)[])(
    '%s draws only what the app renders there',
    async (path) => {
      await chooseLanguage(language);
      // The account's language, which the app takes at sign-in.
      const { container } = renderStudentPage(path, {
        replies: { [`GET ${API.user}`]: { body: { ...studentUser, language } } },
      });
      await screen.findByRole('heading', { level: 1 });
      const drawn = document.createElement('div');
      drawn.innerHTML = studentFirstScreen(path, language);

      const rendered = new Set([...container.querySelectorAll('*')].map(signature));
      const missing = [...drawn.querySelectorAll('*')]
        .filter((element) => !element.closest('svg'))
        .map(signature)
        .filter((drawnElement) => !rendered.has(drawnElement));
      expect(missing).toEqual([]);

      const icons = new Set([...container.querySelectorAll('svg')].map((icon) => icon.outerHTML));
      for (const icon of drawn.querySelectorAll('svg')) expect(icons).toContain(icon.outerHTML);
      expect(drawn.querySelector('h1')?.textContent).toBe(
        screen.getByRole('heading', { level: 1 }).textContent,
      );
    },
  );
});
