import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { calendarFeedUrl, renderStudentPage } from '@/testing/registration-fixtures';

beforeAll(() => import('./schedule-page'));

const newFeedUrl = 'https://daftar.example.edu.my/api/calendar/Zx8Wv7Ut6Sr5Qp4On3Ml2Kj1Ih0Gf9E.ics';

function renderSchedule(replies = {}) {
  return renderStudentPage('/schedule', {
    replies: {
      [`GET ${API.selectedSubjects}`]: { body: [selectedSubject(1, { status: 'approved' })] },
      [`POST ${API.calendarToken}`]: { status: 201, body: { url: newFeedUrl } },
      ...replies,
    },
  });
}

async function card() {
  const heading = await screen.findByRole('heading', { name: 'Your timetable in your calendar' });
  return within(heading.closest<HTMLElement>('[data-slot="card"]')!);
}

describe('the calendar subscription card', () => {
  it('offers the feed as a webcal:// subscription, an .ics download and a link to copy', async () => {
    renderSchedule();
    const feed = await card();
    expect(await feed.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://daftar.example.edu.my/api/calendar/k3Yq9VwR2mZtL8pXcB4nHs6dJf7gA1eU.ics',
    );
    expect(feed.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      calendarFeedUrl,
    );
    expect(feed.getByLabelText('Link for calendar apps that ask for one')).toHaveValue(
      calendarFeedUrl,
    );
  });

  it('makes a new link only once the student confirms the old one stops working', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSchedule();
    const feed = await card();
    await user.click(await feed.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('Your current link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', API.calendarToken)).toHaveLength(0);

    await user.click(feed.getByRole('button', { name: 'New link' }));
    await user.click(await screen.findByRole('button', { name: 'Make new link' }));
    expect(await feed.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      newFeedUrl.replace('https:', 'webcal:'),
    );
    expect(callsTo(fetchMock, 'POST', API.calendarToken)).toHaveLength(1);
    expect(await screen.findByText(/New link made/)).toBeInTheDocument();
  });

  it('says so, with a retry, when the link cannot be loaded', async () => {
    renderSchedule({ [`GET ${API.calendarToken}`]: { status: 500, body: {} } });
    const feed = await card();
    expect(await feed.findByText('Error loading your calendar link')).toBeInTheDocument();
    expect(feed.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
