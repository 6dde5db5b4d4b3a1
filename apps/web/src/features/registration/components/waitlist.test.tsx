import { API, type WaitlistPlace } from '@daftar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectedSubject, studentUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import {
  catalogueSection,
  catalogueSubject,
  renderStudentPage,
} from '@/testing/registration-fixtures';
import { findToast } from '@/testing/toasts';

// Issue 20: a full subject is never a dead end.

beforeAll(() => import('./registration-page'));

const full = catalogueSubject(2, { quota: { total: 40, registered: 40 }, waiting: 11 });
const subjects = [catalogueSubject(1), full];
const place = (overrides: Partial<WaitlistPlace> = {}): WaitlistPlace => ({
  subjectId: 2,
  code: 'WIX1002',
  name: 'Course B',
  nameMs: null,
  sectionId: null,
  swapSubjectId: null,
  position: 3,
  of: 12,
  skippedBecause: null,
  ...overrides,
});

describe('the waitlist', () => {
  it('joins from a full row, giving up a held subject, and shows the place and warnings', async () => {
    let places: WaitlistPlace[] = [];
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.selectedSubjects}`]: {
          body: [selectedSubject(1, { code: 'WIX1001', name: 'Course A' })],
        },
        [`GET ${API.waitlist}`]: () => ({ body: places }),
        [`POST ${API.waitlist}`]: () => {
          places = [place({ position: 12, swapSubjectId: 1 })];
          return {
            status: 201,
            body: {
              subjectId: 2,
              position: 12,
              of: 12,
              warnings: ['Course B clashes with WIX1001 Course A in your timetable.'],
            },
          };
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Full WIX1002' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Join waitlist for WIX1002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the Waitlist for WIX1002' });
    expect(dialog).toHaveTextContent('11 students are waiting.');
    await user.click(within(dialog).getByRole('combobox', { name: /Give up when the seat comes/ }));
    await user.click(await screen.findByRole('option', { name: 'WIX1001 Course A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('You are number 12 of 12 for WIX1002.');
    expect(toast).toHaveTextContent('Course B clashes with WIX1001 Course A in your timetable.');
    const [, init] = callsTo(fetchMock, 'POST', API.waitlist)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subjectId: 2, swapSubjectId: 1 });
    expect(await screen.findAllByText('Waitlisted: 12 of 12')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Waitlists' })).toHaveTextContent(
      'Gives up WIX1001 when the seat comes',
    );
  });

  it('lists places under the selection, why one was passed over, and leaves one', async () => {
    let places = [
      place({
        skippedBecause:
          'Adding WIX1002 (3 credits) would take you to 23 credits; the maximum is 20.',
      }),
    ];
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects,
      replies: {
        [`GET ${API.waitlist}`]: () => ({ body: places }),
        [`DELETE ${API.waitlistPlace(2)}`]: () => {
          places = [];
          return { status: 204 };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Waitlists' });
    expect(section).toHaveTextContent('Waitlisted: 3 of 12');
    expect(section).toHaveTextContent(
      'A seat came free, but you could not take it: Adding WIX1002 (3 credits) would take you to 23 credits; the maximum is 20. You keep your place.',
    );
    await user.click(
      within(section).getByRole('button', { name: 'Leave the waitlist for WIX1002' }),
    );
    expect(await findToast()).toHaveTextContent('You no longer wait for WIX1002.');
    expect(callsTo(fetchMock, 'DELETE', API.waitlistPlace(2))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlists' })).toBeNull());
  });

  it('follows the place live, and the seat secured arrives as a notification and a toast', async () => {
    let places = [place()];
    const { live } = renderStudentPage('/registration', {
      subjects,
      replies: { [`GET ${API.waitlist}`]: () => ({ body: places }) },
    });
    expect(await screen.findByRole('region', { name: 'Waitlists' })).toHaveTextContent(
      'Waitlisted: 3 of 12',
    );
    places = [place({ position: 2, of: 11 })];
    act(() =>
      live.emit('waitlistUpdated', {
        subjectId: 2,
        code: 'WIX1002',
        name: 'Course B',
        nameMs: null,
        position: 2,
        of: 11,
        promoted: false,
        closed: false,
        skippedBecause: null,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Waitlists' })).toHaveTextContent(
        'Waitlisted: 2 of 11',
      ),
    );
    places = [];
    act(() =>
      live.emit('waitlistUpdated', {
        subjectId: 2,
        code: 'WIX1002',
        name: 'Course B',
        nameMs: null,
        position: 0,
        of: 10,
        promoted: true,
        closed: false,
        skippedBecause: null,
      }),
    );
    // The seat is the student's news: it reaches the bell from the inbox, as every notification.
    act(() =>
      live.emit('notificationAdded', {
        id: 41,
        userId: studentUser.id,
        kind: 'promoted',
        createdAt: new Date().toISOString(),
        read: false,
        subject: { id: 2, code: 'WIX1002', name: 'Course B' },
      }),
    );
    const toast = await findToast();
    expect(toast).toHaveTextContent('Seat secured');
    expect(toast).toHaveTextContent('WIX1002 - Course B from the waitlist');
    expect(
      await screen.findByRole('button', { name: /Notifications \(1 unread\)/ }),
    ).toBeInTheDocument();
  });

  it('changes section from the selection, in one step', async () => {
    const twoSections = catalogueSubject(1, {
      sections: [
        catalogueSection(10, { capacity: 40, registered: 10 }),
        catalogueSection(11, {
          number: 2,
          capacity: 30,
          registered: 5,
          schedule: 'Tue 14:00-16:00 (DK2)',
        }),
      ],
    });
    const held = selectedSubject(1, { code: 'WIX1001', name: 'Course A' });
    const { user, fetchMock } = renderStudentPage('/registration', {
      subjects: [twoSections, full],
      replies: {
        [`GET ${API.selectedSubjects}`]: { body: [held] },
        [`PATCH ${API.selectedSubject(1)}`]: {
          body: { ...held, section: { ...held.section, id: 11, number: 2 } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change section of WIX1001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Section 02/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change Section' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await findToast()).toHaveTextContent('WIX1001 is now in section 2.');
    const [, init] = callsTo(fetchMock, 'PATCH', API.selectedSubject(1))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ sectionId: 11 });
  });
});
