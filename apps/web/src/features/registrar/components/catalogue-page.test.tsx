import { API } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import { findToast } from '@/testing/toasts';
import { cataloguePageTestBed, row, section } from './catalogue-page.test-bed';

const { renderCatalogue } = cataloguePageTestBed();

describe("the registrar's catalogue", () => {
  it('lists the subjects with their sections and seats, and narrows them by a search', async () => {
    const { user } = renderCatalogue();
    expect(await screen.findByRole('heading', { name: 'Catalogue', level: 1 })).toBeInTheDocument();
    expect(await row('WIA2005')).toHaveTextContent('4 credits · Year 2 · FSKTM · Requires WIX1002');
    expect(await row('WIA2005')).toHaveTextContent('40/40 taken');
    expect(within(await row('WIA2005')).getByText('Full')).toBeInTheDocument();
    expect(await row('WIA2005')).toHaveTextContent('Mon 08:00-10:00 (DK1)');
    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'ethnic');
    await waitFor(() => expect(screen.queryByText('WIA2005')).not.toBeInTheDocument());
    expect(screen.getByText('1 subject · 1 section this semester')).toBeInTheDocument();
  });

  it('raises a capacity, with a reason for the trail', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`PATCH ${API.adminSection(11)}`]: { body: { ...section(), capacity: 45 } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change capacity of WIA2005 section 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Capacity' });
    const capacity = within(dialog).getByLabelText('Capacity');
    await user.clear(capacity);
    await user.type(capacity, '45');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Second lab opened');
    await user.click(within(dialog).getByRole('button', { name: 'Save Capacity' }));
    expect(await findToast()).toHaveTextContent('WIA2005 section 1 now has 45 seats.');
    const [, init] = callsTo(fetchMock, 'PATCH', API.adminSection(11))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ capacity: 45, reason: 'Second lab opened' });
    expect(await row('WIA2005')).toHaveTextContent('40/45 taken');
  });

  it('says why a lower capacity is refused, and offers closing instead', async () => {
    const { user, fetchMock } = renderCatalogue({
      [`PATCH ${API.adminSection(11)}`]: (init) =>
        JSON.parse(String(init.body)).closed
          ? { body: { ...section(), closed: true } }
          : {
              status: 409,
              body: {
                code: 'CAPACITY_BELOW_TAKEN',
                error: '40 students hold seats in this section.',
                params: { count: 40 },
              },
            },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change capacity of WIA2005 section 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Capacity' });
    await user.clear(within(dialog).getByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Capacity' }));
    // The dialog stays open (and hides the toast region from the accessibility tree).
    expect(
      await screen.findByText(
        '40 students hold seats in this section: its capacity cannot go below 40. Close the section to new adds instead.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close to New Adds Instead' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', API.adminSection(11))).toHaveLength(2));
    expect(await row('WIA2005')).toHaveTextContent('Closed to new adds');
  });

  it('refuses a capacity that is not a whole number before sending it', async () => {
    const { user, fetchMock } = renderCatalogue();
    await user.click(
      await screen.findByRole('button', { name: 'Change capacity of WIA2005 section 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Capacity' });
    await user.clear(within(dialog).getByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '4.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Capacity' }));
    expect(within(dialog).getByLabelText('Capacity')).toHaveAccessibleDescription(
      'Capacity must be a whole number from 0 to 10000',
    );
    expect(callsTo(fetchMock, 'PATCH', API.adminSection(11))).toHaveLength(0);
  });

  it('deletes a section after asking, or says why it cannot', async () => {
    const { user } = renderCatalogue({
      [`DELETE ${API.adminSection(12)}`]: { status: 204 },
      [`DELETE ${API.adminSection(11)}`]: {
        status: 409,
        body: {
          code: 'IN_USE',
          error: '40 registrations hold this section.',
          params: { context: 'section', count: 40 },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete GIG1012 section 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Section' }));
    expect(await findToast()).toHaveTextContent('Section Deleted');
    expect(await row('GIG1012')).toHaveTextContent('No sections this semester.');
    await user.click(screen.getByRole('button', { name: 'Delete WIA2005 section 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Section' }));
    expect(await findToast()).toHaveTextContent(
      '40 registrations hold this section: it cannot be deleted. Close it to new adds instead.',
    );
    expect(await row('WIA2005')).toHaveTextContent('40/40 taken');
  });

  it('follows the seats taken live', async () => {
    const { live } = renderCatalogue();
    expect(await row('GIG1012')).toHaveTextContent('3/40 taken');
    act(() =>
      live.emit('quotaUpdated', [
        {
          subjectId: 2,
          newQuota: { total: 40, registered: 4 },
          waiting: 0,
          sections: [{ id: 12, capacity: 40, registered: 4 }],
        },
      ]),
    );
    expect(await row('GIG1012')).toHaveTextContent('4/40 taken');
  });
});
