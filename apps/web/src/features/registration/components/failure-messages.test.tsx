import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';
import { findToast } from '@/testing/toasts';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

// The reply the audit saw: a sentence for people, with a code this client does not know.
const unavailable = {
  status: 500,
  text: '{"error":"Database unavailable","code":"INTERNAL"}',
};

describe('failures on the registration page', () => {
  it("show the server's sentence on every card, never the status and the raw reply", async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.period}`]: unavailable,
        [`GET ${API.subjects}`]: unavailable,
        [`GET ${API.selectedSubjects}`]: unavailable,
      },
    });
    // The selection query retries twice, 1 s apart, before giving up (spec section 7).
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').map((card) => card.textContent)).toEqual([
          'Could not load the registration periodDatabase unavailableTry Again',
          'Could not load the subjectsDatabase unavailableTry Again',
          'Error loading selected subjectsDatabase unavailableTry Again',
        ]),
      { timeout: 8000 },
    );
  });

  it("show the spec's fallback when the reply has no sentence", async () => {
    renderStudentPage('/registration', {
      replies: {
        [`GET ${API.selectedSubjects}`]: { status: 502, text: '<html>Bad Gateway</html>' },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Error loading selected subjects');
    expect(alert).toHaveTextContent('An unknown error occurred');
    expect(alert).not.toHaveTextContent('502');
  });

  it("show a refused removal's sentence in its toast", async () => {
    const { user } = renderStudentPage('/registration', {
      subjects: [catalogueSubject(1)],
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1)] },
        [`DELETE ${API.selectedSubject(1)}`]: unavailable,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove CSC3101' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could Not Remove Subject');
    expect(within(toast).getByText('Database unavailable')).toBeInTheDocument();
    expect(toast).not.toHaveTextContent('500');
  });
}, 15_000);
