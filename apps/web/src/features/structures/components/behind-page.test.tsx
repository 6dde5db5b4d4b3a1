import { API, type BehindReport } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./behind-page'));

const report: BehindReport = {
  items: [
    {
      id: 5,
      studentId: 'S2023001',
      name: 'Nur Aisyah',
      faculty: { code: 'FSKTM', name: { en: 'Computer Science', ms: 'Sains Komputer' } },
      programme: {
        code: 'BCS',
        name: { en: 'Bachelor of Computer Science', ms: 'Ijazah Sarjana Muda Sains Komputer' },
      },
      intake: '2023/2024',
      term: { year: 2, semester: 1 },
      credits: { done: 18, planned: 30, short: 12 },
      failedCore: [{ code: 'WIX1002', grade: 'F' }],
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
  checked: 40,
  faculties: [
    { code: 'FSKTM', name: { en: 'Computer Science', ms: 'Sains Komputer' } },
    { code: 'FKE', name: { en: 'Engineering', ms: 'Kejuruteraan' } },
  ],
  programmes: [
    { code: 'BCS', name: { en: 'Computer Science', ms: 'Sains Komputer' }, facultyCode: 'FSKTM' },
    { code: 'BEE', name: { en: 'Electrical', ms: 'Elektrik' }, facultyCode: 'FKE' },
  ],
};

function renderBehind(language: 'en' | 'ms' = 'en') {
  const user = { ...adminUser, language };
  storeTokenFor(user);
  const fetchMock = mockApi({
    ...sessionReplies(user),
    [`GET ${API.structuresBehind}`]: { body: report },
  });
  return { ...renderApp('/admin/structures/behind'), fetchMock };
}

const calledUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('students behind their structure', () => {
  it('counts and lists them with their credits against the plan and failed core subjects', async () => {
    renderBehind();
    expect(await screen.findByText('1 student behind, of 40 with a structure')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Students behind their structure' }));
    expect(list.getByText('Nur Aisyah')).toBeInTheDocument();
    expect(list.getByText('Intake 2023/2024 · Year 2, semester 1')).toBeInTheDocument();
    expect(list.getByText(/18 of 30 planned credits · 12 credits short/)).toBeInTheDocument();
    expect(list.getByText('Failed core, not retaken: WIX1002 (F)')).toBeInTheDocument();
  });

  it("filters by faculty, offering that faculty's programmes, and asks again", async () => {
    const { user, fetchMock } = renderBehind();
    await screen.findByText('Nur Aisyah');
    await user.selectOptions(screen.getByLabelText('Faculty'), 'FKE');
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain(
        `${API.structuresBehind}?faculty=FKE&page=1&pageSize=20`,
      ),
    );
    const programme = screen.getByLabelText('Programme');
    expect(
      within(programme)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All programmes', 'BEE · Electrical']);
  });

  it('downloads every one as CSV with the filters', async () => {
    const { user, fetchMock } = renderBehind();
    await screen.findByText('Nur Aisyah');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calledUrls(fetchMock)).toContain(`${API.structuresBehind}?format=csv`);
    click.mockRestore();
  });

  it('speaks Malay', async () => {
    renderBehind('ms');
    expect(
      await screen.findByText('1 pelajar ketinggalan, daripada 40 yang mempunyai struktur'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat Turun CSV' })).toBeInTheDocument();
  });
});
