import { API, type RegistrationDetail, type SubjectStatus } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail } from '@/testing/review-fixtures';

// A keyboard reviewer keeps their place: after each decision and each dialog the focus is on a
// control of the detail, never dropped to the page body.

/** Registration 7 as the server keeps it: each decision changes what the next read returns. */
function reviewServer() {
  let detail: RegistrationDetail = registrationDetail(7);
  const decide = (subjectId: number, status: SubjectStatus) => {
    const subjects = detail.subjects.map((subject) =>
      subject.id === subjectId ? { ...subject, status } : subject,
    );
    const pending = subjects.some((subject) => subject.status === 'pending');
    detail = { ...detail, subjects, status: pending ? 'submitted' : 'partially_approved' };
    return { body: detail };
  };
  return {
    detail: () => detail,
    replies: {
      [`GET ${API.reviewRegistration(7)}`]: () => ({ body: detail }),
      [`POST ${API.approveSubject(7, 1)}`]: () => decide(1, 'approved'),
      [`POST ${API.rejectSubject(7, 1)}`]: () => decide(1, 'rejected'),
      [`POST ${API.approveRegistration(7)}`]: () => {
        detail = {
          ...detail,
          status: 'approved',
          subjects: detail.subjects.map((subject) => ({ ...subject, status: 'approved' })),
        };
        return { body: detail };
      },
    },
  };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('focus on the review page', () => {
  it("after Approve, is on that subject's next action", async () => {
    const server = reviewServer();
    const { user } = await renderReviewDetail(server.detail(), server.replies);
    await user.click(await screen.findByRole('button', { name: 'Approve CSC3101 Subject 1' }));
    await waitFor(() => expect(button('Reject CSC3101 Subject 1')).toHaveFocus());
    expect(button('Approve CSC3101 Subject 1')).toBeDisabled();
  });

  it('after a cancelled reject, is back on the Reject that opened it', async () => {
    const server = reviewServer();
    const { user } = await renderReviewDetail(server.detail(), server.replies);
    const reject = await screen.findByRole('button', { name: 'Reject CSC3102 Subject 2' });
    await user.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Reject Subject' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reject).toHaveFocus());
  });

  it('after a confirmed reject, is on the next subject', async () => {
    const server = reviewServer();
    const { user } = await renderReviewDetail(server.detail(), server.replies);
    await user.click(await screen.findByRole('button', { name: 'Reject CSC3101 Subject 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Subject' });
    await user.type(within(dialog).getByRole('textbox'), 'Prerequisite missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Subject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button('Approve CSC3102 Subject 2')).toHaveFocus());
  });

  it('after Approve all, when nothing is left to decide, is on Go Back', async () => {
    const server = reviewServer();
    const { user } = await renderReviewDetail(server.detail(), server.replies);
    await user.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve all subjects?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button('Go Back')).toHaveFocus());
  });

  it('after Escape on a dialog, is back on the button that opened it', async () => {
    const server = reviewServer();
    const { user } = await renderReviewDetail(server.detail(), server.replies);
    const reject = await screen.findByRole('button', { name: 'Reject registration' });
    await user.click(reject);
    await screen.findByRole('dialog', { name: 'Reject Registration' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reject).toHaveFocus());
  });
});
