import { API, type SlipVerification } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// The route loads its page on demand: load it once up front, so no test's first query races
// the module transform.
beforeAll(() => import('./verify-page'));

const CODE = 'K7QH2M4XABCDEFGHIJKLMNOPQR';

/** The slip's standing: announced to screen readers as a status when the answer arrives. */
async function standing(title: string) {
  const heading = await screen.findByText(title);
  return heading.closest('[role="status"]');
}

const slip: SlipVerification = {
  studentName: 'Nur Aisyah binti Ahmad',
  studentId: 'A21CS****',
  faculty: 'Faculty of Computer Science and Information Technology',
  semester: 1,
  academicYear: '2026/2027',
  subjects: [
    {
      code: 'WIX1001',
      name: 'Computing Mathematics I',
      section: 1,
      credits: 3,
      meetings: [{ day: 1, startTime: '08:00', endTime: '10:00', room: 'DK1' }],
      status: 'approved',
    },
    {
      code: 'WIX1002',
      name: 'Fundamentals of Programming',
      section: 2,
      credits: 5,
      meetings: [],
      status: 'pending',
    },
  ],
  totalCredits: 8,
  final: false,
  generatedAt: '2026-11-25T03:42:00.000Z',
  superseded: false,
};

function renderVerify(reply: { status?: number; body: unknown }) {
  const fetchMock = mockApi({ [`GET ${API.verifySlip(CODE)}`]: reply });
  return { ...renderApp(`/verify/${CODE}`), fetchMock };
}

describe('verifying a registration slip', () => {
  it('shows a valid slip’s facts without signing in, the student ID partly hidden', async () => {
    const { fetchMock } = renderVerify({ body: slip });
    expect(await standing('Valid')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: slip.studentName })).toBeVisible();
    expect(screen.getByText('A21CS****')).toBeVisible();
    expect(screen.getByText('Temporary')).toBeVisible();
    expect(screen.getByText('Semester 1, session 2026/2027')).toBeVisible();
    expect(screen.getByText(/25 Nov 2026, 11:42 am \(Malaysia time\)/)).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByText('WIX1001')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    // Nobody is signed in: only the slip is asked for.
    expect(callsTo(fetchMock, 'GET', API.user)).toHaveLength(0);
  });

  it('says a changed registration’s slip is superseded', async () => {
    renderVerify({ body: { ...slip, superseded: true } });
    expect(await standing('Superseded by a newer slip')).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('says plainly when no slip has the code', async () => {
    renderVerify({ status: 404, body: { error: 'No slip has this code.', code: 'NOT_FOUND' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No slip has this code');
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('reads in Malay', async () => {
    await chooseLanguage('ms');
    renderVerify({ body: { ...slip, final: true, superseded: false } });
    expect(await standing('Sah')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Semakan Slip Pendaftaran');
    expect(screen.getByText('Muktamad')).toBeVisible();
  });
});
