import { API, type SelectedSubject } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { catalogueSubject, renderStudentPage } from '@/testing/registration-fixtures';

// A keyboard user keeps their place on /registration: after Add, Remove and a refused add in
// the details dialog the focus is on a control that makes sense, never dropped to the page body.

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

const subjects = [catalogueSubject(1), catalogueSubject(2), catalogueSubject(3)];
const held = (...ids: number[]) =>
  ids.map((id) => selectedSubject(id, { code: `WIX${1000 + id}`, name: `Course ${id}` }));

/** The student's selection as the server keeps it, removals included. */
function selectionServer(initial: SelectedSubject[]) {
  let selection = initial;
  const replies: Record<string, () => { status?: number; body?: unknown }> = {
    [`GET ${API.selectedSubjects}`]: () => ({ body: selection }),
  };
  for (const subject of initial) {
    replies[`DELETE ${API.selectedSubject(subject.id)}`] = () => {
      selection = selection.filter((each) => each.id !== subject.id);
      return { status: 204 };
    };
  }
  return replies;
}

describe('focus on the registration page', () => {
  it('stays on the Add pressed, which becomes "Added" and can still hold it', async () => {
    const added = held(1)[0]!;
    let selection: SelectedSubject[] = [];
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: () => ({ body: selection }),
        [`POST ${API.selectedSubjects}`]: () => {
          selection = [added];
          return { status: 201, body: added };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add WIX1001' }, { timeout: 5000 }));
    const addedButton = await screen.findByRole('button', { name: 'Added WIX1001' });
    expect(addedButton).toHaveFocus();
    // A disabled button cannot keep the focus in a browser: this one says it is unusable instead.
    expect(addedButton).not.toHaveAttribute('disabled');
    expect(addedButton).toHaveAttribute('aria-disabled', 'true');
  });

  it("after Remove, is on the next subject's Remove, then on the panel's heading", async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: selectionServer(held(1, 2)),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove WIX1001' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove WIX1002' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove WIX1002' }));
    await screen.findByText('No subjects selected yet');
    expect(screen.getByRole('heading', { name: 'My Selected Subjects' })).toHaveFocus();
  });

  it('after removing the last subject of the list, is on the one before it', async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: selectionServer(held(1, 2)),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove WIX1002' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove WIX1001' })).toHaveFocus(),
    );
  });

  it('after a refused Remove, is back on that Remove', async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: held(1, 2) },
        [`DELETE ${API.selectedSubject(1)}`]: {
          status: 409,
          body: { error: 'The registration period is closed.', code: 'PERIOD_NOT_OPEN' },
        },
      },
    });
    const remove = await screen.findByRole('button', { name: 'Remove WIX1001' }, { timeout: 5000 });
    await user.click(remove);
    await waitFor(() => expect(remove).toBeEnabled());
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('in the details dialog, one Escape after a refused add closes the dialog', async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`POST ${API.selectedSubjects}`]: {
          status: 409,
          body: { error: 'Course B clashes with Course A.', code: 'TIME_CLASH' },
        },
      },
    });
    const opener = await screen.findByRole(
      'button',
      { name: 'View details of WIX1002' },
      { timeout: 5000 },
    );
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'WIX1002 Course B' });
    const add = within(dialog).getByRole('button', { name: 'Add Subject' });
    await user.click(add);
    // The refusal's toast is up, and the student is still in the dialog.
    expect(
      await screen.findByText('Course B clashes with Course A.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    expect(add).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
