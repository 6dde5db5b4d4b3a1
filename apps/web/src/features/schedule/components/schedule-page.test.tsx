import { API } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject } from '@/testing/fixtures';
import { renderStudentPage } from '@/testing/registration-fixtures';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./schedule-page'));

const programming = selectedSubject(1, {
  code: 'WIX1002',
  name: 'Fundamentals of Programming',
  status: 'approved',
  section: {
    id: 12,
    number: 2,
    schedule: 'Tue 08:00-10:00 (Makmal 1), Thu 08:00-10:00 (Makmal 1)',
    lecturer: 'Dr. Faizal',
    meetings: [
      { day: 2, startTime: '08:00', endTime: '10:00', room: 'Makmal 1' },
      { day: 4, startTime: '08:00', endTime: '10:00', room: 'Makmal 1' },
    ],
  },
});
const english = selectedSubject(2, {
  code: 'GLT1001',
  name: 'Academic English',
  status: 'rejected',
  rejectionReason: 'Exempted by placement test',
  section: {
    id: 21,
    number: 1,
    schedule: 'Wed 14:00-15:00 (BT2)',
    lecturer: 'Puan Chen',
    meetings: [{ day: 3, startTime: '14:00', endTime: '15:00', room: 'BT2' }],
  },
});

function renderSchedule(subjects = [programming, english]) {
  return renderStudentPage('/schedule', {
    replies: { [`GET ${API.selectedSubjects}`]: { body: subjects } },
  });
}

const gridDay = async (day: string) =>
  within(
    within(await screen.findByRole('group', { name: 'Weekly timetable' })).getByRole('region', {
      name: day,
    }),
  );

describe('schedule page', () => {
  it('has the five weekdays and hourly rows from 8:00 AM to 5:00 PM', async () => {
    renderSchedule();
    const grid = await screen.findByRole('group', { name: 'Weekly timetable' });
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((day) => day.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(grid).toHaveTextContent('8:00 AM');
    expect(grid).toHaveTextContent('5:00 PM');
    expect(grid).not.toHaveTextContent('6:00 PM');
  });

  it('adds a weekend day only when a class meets on it, in the grid and the day list', async () => {
    const partTime = selectedSubject(3, {
      code: 'WQD7001',
      name: 'Principles of Data Science',
      section: {
        id: 31,
        number: 1,
        schedule: 'Sat 09:00-12:00 (DK2)',
        lecturer: 'Dr. Aznul',
        meetings: [{ day: 6, startTime: '09:00', endTime: '12:00', room: 'DK2' }],
      },
    });
    renderSchedule([programming, partTime]);
    const grid = await screen.findByRole('group', { name: 'Weekly timetable' });
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((day) => day.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const [saturday] = (await gridDay('Saturday')).getAllByRole('listitem');
    expect(saturday).toHaveTextContent('WQD7001');
    expect(saturday).toHaveStyle({ top: '10%', height: '30%' });
    const list = screen.getByRole('group', { name: 'Timetable by day', hidden: true });
    expect(
      within(list).getByRole('heading', { name: 'Saturday', hidden: true }),
    ).toBeInTheDocument();
  });

  it('places a subject at its real meeting times on every day it meets, spanning its hours', async () => {
    renderSchedule();
    for (const day of ['Tuesday', 'Thursday']) {
      const [block] = (await gridDay(day)).getAllByRole('listitem');
      expect(block).toHaveTextContent('WIX1002');
      expect(block).toHaveTextContent('8:00 AM – 10:00 AM');
      expect(block).toHaveTextContent('Venue Makmal 1');
      // 8:00 to 10:00 is the first 2 of the grid's 10 hours.
      expect(block).toHaveStyle({ top: '0%', height: '20%' });
    }
    expect((await gridDay('Monday')).queryAllByRole('listitem')).toHaveLength(0);
    const [wednesday] = (await gridDay('Wednesday')).getAllByRole('listitem');
    expect(wednesday).toHaveTextContent('GLT1001');
    expect(wednesday).toHaveStyle({ top: '60%', height: '10%' });
  });

  it("gives a one-hour class's room a line of its own, not cut off after the time", async () => {
    renderSchedule();
    const [wednesday] = (await gridDay('Wednesday')).getAllByRole('listitem');
    const block = within(wednesday!);
    expect(block.getByText('2:00 PM – 3:00 PM')).toBeInTheDocument();
    expect(block.getByText('BT2', { exact: true }).closest('.truncate')).toBeNull();
  });

  it('marks each block with its status in words and colours it by subject', async () => {
    renderSchedule();
    const [tuesday] = (await gridDay('Tuesday')).getAllByRole('listitem');
    const [thursday] = (await gridDay('Thursday')).getAllByRole('listitem');
    const [wednesday] = (await gridDay('Wednesday')).getAllByRole('listitem');
    expect(tuesday).toHaveTextContent('Approved');
    expect(wednesday).toHaveTextContent('Rejected');
    const colour = (block: HTMLElement) => block.firstElementChild!.className;
    expect(colour(tuesday!)).toBe(colour(thursday!));
    expect(colour(tuesday!)).not.toBe(colour(wednesday!));
  });

  it('lists the week day by day for narrow screens', async () => {
    renderSchedule();
    const list = within(await screen.findByRole('group', { name: 'Timetable by day' }));
    const monday = within(list.getByRole('region', { name: 'Monday' }));
    expect(monday.getByText('No classes')).toBeInTheDocument();
    const thursday = within(list.getByRole('region', { name: 'Thursday' }));
    expect(thursday.getByRole('listitem')).toHaveTextContent('8:00 AM10:00 AMWIX1002');
  });

  it("lists the subjects below with each section's real schedule text", async () => {
    renderSchedule();
    const list = within(
      (await screen.findByRole('heading', { name: 'Registered Subjects' })).closest('section')!,
    );
    const cards = list.getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Tue 08:00-10:00 (Makmal 1), Thu 08:00-10:00 (Makmal 1)');
    expect(cards[0]).toHaveTextContent('Section 02');
    expect(cards[0]).toHaveTextContent('Dr. Faizal');
    expect(cards[1]).toHaveTextContent('Wed 14:00-15:00 (BT2)');
    expect(cards[1]).toHaveTextContent('Reason: Exempted by placement test');
  });

  it('says "No subjects registered for this semester yet." without subjects', async () => {
    renderSchedule([]);
    expect(
      await screen.findByText('No subjects registered for this semester yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Weekly timetable' })).not.toBeInTheDocument();
  });
});
