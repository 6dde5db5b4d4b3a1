import { API, type AdminChangePage, type AuditPage } from '@daftar/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./audit-page'));

const decisions: AuditPage = {
  page: 1,
  pageSize: 20,
  total: 1,
  items: [
    {
      id: 1,
      at: '2026-11-20T02:00:00.000Z',
      actor: { id: 2, name: 'Dr. Tan Wei Ming', role: 'lecturer' },
      registrationId: 41,
      student: { id: 3, name: 'Nur Aisyah binti Ahmad', studentId: '034561' },
      subject: { id: 9, code: 'WIA1005', name: 'Network Technology Foundation', nameMs: null },
      scope: 'subject',
      decision: 'rejected',
      reason: 'Faculty quota is full.',
    },
  ],
};
const changes: AdminChangePage = {
  page: 1,
  pageSize: 20,
  total: 2,
  items: [
    {
      id: 6,
      at: '2026-11-21T18:00:00.000Z',
      actor: { id: 1, name: 'Puan Registrar' },
      apiToken: { id: 4, name: 'SIS nightly roll' },
      entity: 'user',
      entityId: null,
      action: 'import',
      summary: 'Student roll imported (upsert) with API token “SIS nightly roll”: 3 created',
      before: null,
      after: { created: 3 },
      reason: null,
    },
    {
      id: 5,
      at: '2026-11-21T03:00:00.000Z',
      actor: { id: 1, name: 'Puan Registrar' },
      apiToken: null,
      entity: 'section',
      entityId: 11,
      action: 'update',
      summary: 'WIA2005 section 1: capacity 40 → 45',
      before: { capacity: 40 },
      after: { capacity: 45 },
      reason: 'Second lab opened',
    },
  ],
};

function renderAudit() {
  storeTokenFor(adminUser);
  const urls: string[] = [];
  mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.users}`]: { body: [] },
    [`GET ${API.audit}?page=1`]: { body: decisions },
    [`GET ${API.audit}?page=1&registrationId=41`]: () => {
      urls.push('registration 41');
      return { body: decisions };
    },
    [`GET ${API.adminChanges}?page=1`]: { body: changes },
  });
  return { ...renderApp('/admin/audit'), urls };
}

describe('the audit trail', () => {
  it('lists decisions with who, when, the student and the reason, filtered by registration', async () => {
    const { user, urls } = renderAudit();
    expect(await screen.findByText('WIA1005 Network Technology Foundation')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(
      screen.getByText(/Nur Aisyah binti Ahmad \(034561\) · Registration 41/),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Faculty quota is full.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Registration no.'), '41');
    await waitFor(() => expect(urls).toEqual(['registration 41']));
  });

  it('lists the setup changes with their summary and reason', async () => {
    const { user } = renderAudit();
    await user.click(await screen.findByRole('tab', { name: 'Setup changes' }));
    expect(await screen.findByText('WIA2005 section 1: capacity 40 → 45')).toBeInTheDocument();
    expect(screen.getByText('Sections')).toBeInTheDocument();
    expect(screen.getByText('Reason: Second lab opened')).toBeInTheDocument();
  });

  it('names the API token a change was made with, and the registrar who made the token', async () => {
    const { user } = renderAudit();
    await user.click(await screen.findByRole('tab', { name: 'Setup changes' }));
    const line = (await screen.findByText(/^Student roll imported/)).closest('li')!;
    expect(line).toHaveTextContent('API token “SIS nightly roll” (made by Puan Registrar)');
  });
});
