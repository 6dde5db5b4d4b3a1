import { API, type GradeScale } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./import-page'));

const scale: GradeScale = {
  grades: [
    { grade: 'A', points: 4, passes: true },
    { grade: 'C', points: 2, passes: true },
    { grade: 'D', points: 1, passes: false },
    { grade: 'W', points: null, passes: false },
  ],
};

describe('the grade scale', () => {
  it('shows each grade, and saves a changed pass and points', async () => {
    storeTokenFor(adminUser);
    const fetchMock = mockApi({
      ...sessionReplies(adminUser),
      [`GET ${API.adminPeriods}`]: { body: [] },
      [`GET ${API.gradeScale}`]: { body: scale },
      [`PUT ${API.gradeScale}`]: { body: scale },
    });
    const { user } = renderApp('/admin/import');
    await user.click(await screen.findByRole('tab', { name: 'Results' }));
    expect(await screen.findByRole('heading', { name: 'Grade Scale' })).toBeInTheDocument();
    expect(screen.getByLabelText('Points of W')).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: 'D passes' }));
    await user.clear(screen.getByLabelText('Points of C'));
    await user.type(screen.getByLabelText('Points of C'), '2.1');
    await user.click(screen.getByRole('button', { name: 'Save Grade Scale' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', API.gradeScale)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', API.gradeScale)[0]![1]?.body))).toEqual({
      grades: [
        { grade: 'A', points: 4, passes: true },
        { grade: 'C', points: 2.1, passes: true },
        { grade: 'D', points: 1, passes: true },
        { grade: 'W', points: null, passes: false },
      ],
    });
    expect(await screen.findByText('Grade Scale Saved')).toBeInTheDocument();
  });
});
