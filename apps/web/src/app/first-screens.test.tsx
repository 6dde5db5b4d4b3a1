import { API, type User } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { adminUser, lecturerUser, openPeriod, studentUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderStudentPage } from '@/testing/registration-fixtures';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';
import { reviewQueuePage } from '@/testing/review-fixtures';
import { drawnFirstScreen, FIRST_SCREENS, type DrawnRole } from '../../build/first-screens';

const USERS: Record<DrawnRole, User> = {
  student: studentUser,
  lecturer: lecturerUser,
  admin: adminUser,
};

/** The app at `path`, signed in as `role` in `language`, with its API answering. */
function renderAs(role: DrawnRole, path: string, language: 'en' | 'ms') {
  // The account's language, which the app takes at sign-in.
  const user = { ...USERS[role], language };
  if (role === 'student') {
    return renderStudentPage(path, { replies: { [`GET ${API.user}`]: { body: user } } });
  }
  storeTokenFor(user);
  mockApi({
    ...sessionReplies(user),
    [`GET ${API.period}`]: { body: openPeriod },
    [`GET ${API.reviewRegistrations}`]: { body: [] },
    [`GET ${API.reviewQueue}`]: { body: reviewQueuePage([]) },
    [`GET ${API.adminPeriods}`]: { body: [] },
  });
  return renderApp(path);
}

const DRAWN = Object.entries(FIRST_SCREENS).flatMap(([role, screens]) =>
  Object.keys(screens).map((path) => [role as DrawnRole, path] as const),
);

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
  it.each(DRAWN)(
    '%s: %s draws only what the app renders there',
    async (role, path) => {
      await chooseLanguage(language);
      const { container } = renderAs(role, path, language);
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      const drawn = document.createElement('div');
      drawn.innerHTML = drawnFirstScreen(role, path as never, language);

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
    // The first page renders with the whole app's code still to be transformed.
    15_000,
  );
});
