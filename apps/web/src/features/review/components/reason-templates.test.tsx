import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { renderReviewDetail } from '@/testing/render-review-detail';
import { registrationDetail } from '@/testing/review-fixtures';

const template = (id: number, title: string, text: string) => ({
  id,
  title,
  titleMs: null,
  text,
  textMs: null,
  updatedAt: '2025-06-01T00:00:00.000Z',
});
const templates = [
  template(1, 'Prerequisite missing', 'The prerequisite for this subject has not been completed.'),
  template(2, 'Clash', 'This subject clashes with another in your timetable.'),
];

async function openRejectDialog(replies = {}) {
  const view = await renderReviewDetail(registrationDetail(7), {
    [`GET ${API.reasonTemplates}`]: { body: templates },
    ...replies,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Reject CSC3101 Subject 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Subject' });
  return { ...view, dialog };
}

describe('saved reasons in the reject dialog', () => {
  it("puts a picked reason's text in the reason box, to edit before sending", async () => {
    const { user, dialog } = await openRejectDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
    // The reason box still takes the focus first.
    expect(reason).toHaveFocus();
    await user.click(await within(dialog).findByRole('combobox', { name: 'Use a saved reason' }));
    await user.click(await screen.findByRole('option', { name: 'Clash' }));
    expect(reason).toHaveValue('This subject clashes with another in your timetable.');
    await waitFor(() => expect(reason).toHaveFocus());
    await user.type(reason, ' See KIX1001.');
    expect(reason).toHaveValue('This subject clashes with another in your timetable. See KIX1001.');
  });

  it('adds, edits and deletes saved reasons in a small dialog', async () => {
    const { user, fetchMock } = await openRejectDialog({
      [`POST ${API.reasonTemplates}`]: { status: 201, body: template(3, 'New', 'Text') },
      [`PATCH ${API.reasonTemplate(2)}`]: { body: template(2, 'Clash!', 'Changed') },
      [`DELETE ${API.reasonTemplate(1)}`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage saved reasons' }));
    const manage = await screen.findByRole('dialog', { name: 'Saved reasons' });
    const list = within(manage).getByRole('list', { name: 'Saved reasons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.type(within(manage).getByRole('textbox', { name: 'Title' }), 'Full');
    await user.type(within(manage).getByRole('textbox', { name: 'Reason' }), ' No seats left. ');
    await user.click(within(manage).getByRole('button', { name: 'Add reason' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', API.reasonTemplates)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', API.reasonTemplates)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Full',
      titleMs: '',
      text: 'No seats left.',
      textMs: '',
    });

    await user.click(within(manage).getByRole('button', { name: 'Edit Clash' }));
    const title = within(manage).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Clash');
    await user.type(title, '!');
    await user.click(within(manage).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API.reasonTemplate(2))).toHaveLength(1));

    await user.click(within(manage).getByRole('button', { name: 'Delete Prerequisite missing' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', API.reasonTemplate(1))).toHaveLength(1),
    );
    // Each change reloads the list.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', API.reasonTemplates)).toHaveLength(4));
  });

  it("shows the server's refusal at the limit of saved reasons", async () => {
    const { user } = await openRejectDialog({
      [`POST ${API.reasonTemplates}`]: {
        status: 409,
        body: { error: 'You can keep at most 50 saved reasons.', code: 'TEMPLATE_LIMIT' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage saved reasons' }));
    const manage = await screen.findByRole('dialog', { name: 'Saved reasons' });
    await user.type(within(manage).getByRole('textbox', { name: 'Title' }), 'One more');
    await user.type(within(manage).getByRole('textbox', { name: 'Reason' }), 'Text');
    await user.click(within(manage).getByRole('button', { name: 'Add reason' }));
    expect(await within(manage).findByRole('alert')).toHaveTextContent(
      'You can keep at most 50 saved reasons.',
    );
  });
});
