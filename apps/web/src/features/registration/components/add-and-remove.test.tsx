import { API, type SelectedSubject } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { callsTo, never } from '@/testing/mock-api';
import {
  catalogueSubject,
  renderStudentPage,
  submittedStatus,
} from '@/testing/registration-fixtures';
import { findToast } from '@/testing/toasts';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./registration-page'));

const subjects = [
  catalogueSubject(1),
  catalogueSubject(2, { quota: { total: 40, registered: 40 } }),
  catalogueSubject(3),
  catalogueSubject(4),
];
const panel = () => screen.getByRole('list', { name: 'My Selected Subjects' });

describe('adding a subject', () => {
  it('adds it, says so, and refetches the selection and the period', async () => {
    let selection: SelectedSubject[] = [];
    const added = selectedSubject(1, { code: 'WIX1001', name: 'Course A' });
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: () => ({ body: selection }),
        [`POST ${API.selectedSubjects}`]: () => {
          selection = [added];
          return { status: 201, body: added };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add WIX1001' }));

    expect(await screen.findByRole('button', { name: 'Added WIX1001' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [, init] = callsTo(fetchMock, 'POST', API.selectedSubjects)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subjectId: 1 });
    expect(callsTo(fetchMock, 'GET', API.selectedSubjects)).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2);
    expect(within(panel()).getByText('WIX1001')).toBeInTheDocument();
    expect(await findToast()).toHaveTextContent('Subject Added');
  });

  it('shows a busy Add while the request is in flight', async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: { [`POST ${API.selectedSubjects}`]: never },
    });
    await user.click(await screen.findByRole('button', { name: 'Add WIX1001' }));
    const busy = await screen.findByRole('button', { name: 'Adding... WIX1001' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Add WIX1003' })).toBeEnabled();
  });

  it("shows a refusal as a destructive toast with the server's reason", async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`POST ${API.selectedSubjects}`]: {
          status: 409,
          body: {
            error: 'Course C clashes with WIX1001 Computing Mathematics I.',
            code: 'TIME_CLASH',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add WIX1003' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could Not Add Subject');
    expect(toast).toHaveTextContent('Course C clashes with WIX1001 Computing Mathematics I.');
    expect(toast).toHaveClass('destructive');
    expect(screen.getByRole('button', { name: 'Add WIX1003' })).toBeEnabled();
  });

  it('cannot add a subject already selected or full', async () => {
    renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: {
          body: [selectedSubject(1, { code: 'WIX1001', name: 'Course A' })],
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Added WIX1001' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Full WIX1002' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add WIX1003' })).toBeEnabled();
  });
});

describe('removing a subject', () => {
  const held = [
    selectedSubject(1, { code: 'WIX1001', name: 'Course A', credits: 4, status: 'approved' }),
    selectedSubject(3, { code: 'WIX1003', name: 'Course C' }),
  ];

  it('removes it, says so, and refetches the selection and the period', async () => {
    let selection = held;
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: () => ({ body: selection }),
        [`DELETE ${API.selectedSubject(3)}`]: () => {
          selection = held.slice(0, 1);
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove WIX1003' }));
    await waitFor(() => expect(within(panel()).queryByText('WIX1003')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', API.selectedSubject(3))).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', API.period)).toHaveLength(2);
    expect(await findToast()).toHaveTextContent('Subject Removed');
  });

  it('asks before removing an approved subject, naming it and saying its seat goes to someone else', async () => {
    let selection = held;
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: () => ({ body: selection }),
        [`DELETE ${API.selectedSubject(1)}`]: () => {
          selection = held.slice(1);
          return { status: 204 };
        },
      },
    });
    const remove = await screen.findByRole('button', { name: 'Remove WIX1001' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove WIX1001 Course A?' });
    expect(confirm).toHaveAccessibleDescription(
      'WIX1001 is approved. If you remove it, its seat goes to someone else at once and you may not get it back.',
    );
    // The safe choice has the focus, and keeping the subject sends nothing.
    const keep = within(confirm).getByRole('button', { name: 'Keep Subject' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(callsTo(fetchMock, 'DELETE', API.selectedSubject(1))).toHaveLength(0);

    await user.click(remove);
    const again = await screen.findByRole('alertdialog', { name: 'Remove WIX1001 Course A?' });
    await user.click(within(again).getByRole('button', { name: 'Remove Subject' }));
    await waitFor(() => expect(within(panel()).queryByText('WIX1001')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', API.selectedSubject(1))).toHaveLength(1);
    expect(await findToast()).toHaveTextContent('Subject Removed');
  });

  it('removes a rejected subject at once, without asking', async () => {
    const rejected = selectedSubject(3, { code: 'WIX1003', name: 'Course C', status: 'rejected' });
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: [rejected] },
        [`DELETE ${API.selectedSubject(3)}`]: { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove WIX1003' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', API.selectedSubject(3))).toHaveLength(1),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows a failed removal with the server's reason", async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: held },
        [`DELETE ${API.selectedSubject(3)}`]: {
          status: 409,
          body: {
            error: 'Registration is closed. It closed on 30 Jun 2025.',
            code: 'PERIOD_NOT_OPEN',
            params: { context: 'closed', date: '2025-06-30' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove WIX1003' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Could Not Remove Subject');
    expect(toast).toHaveTextContent('Registration is closed. It closed on 30 Jun 2025.');
  });

  it('cannot add or remove while the registration is under review, and says why', async () => {
    const { user } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: held },
        [`GET ${API.status}`]: { body: submittedStatus },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Registration Submitted' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const notice = await screen.findByText('Under review');
    expect(notice.closest('[role="status"]')).toHaveTextContent('submitted on 2 Jun 2025');
    expect(screen.getByRole('button', { name: 'Remove WIX1001' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove WIX1003' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add WIX1004' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
