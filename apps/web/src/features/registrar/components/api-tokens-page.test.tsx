import { API, type ApiToken, type CreatedApiToken } from '@daftar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { adminUser } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp, sessionReplies, storeTokenFor } from '@/testing/render-app';

beforeAll(() => import('./api-tokens-page'));

const nightly: ApiToken = {
  id: 4,
  name: 'SIS nightly roll',
  scopes: ['roll:write', 'staff:write'],
  createdAt: '2026-11-20T01:00:00.000Z',
  createdBy: { id: 1, name: 'Puan Registrar' },
  expiresAt: '2099-02-20T15:59:59.000Z',
  lastUsedAt: '2026-11-27T18:00:00.000Z',
  revokedAt: null,
};
const old: ApiToken = {
  ...nightly,
  id: 2,
  name: 'Pilot job',
  scopes: ['roll:write'],
  lastUsedAt: null,
  revokedAt: '2026-11-21T01:00:00.000Z',
};
const SECRET = `daftar_5_${'x'.repeat(43)}`;

function renderTokens(tokens: ApiToken[], replies: Parameters<typeof mockApi>[0] = {}) {
  storeTokenFor(adminUser);
  const fetchMock = mockApi({
    ...sessionReplies(adminUser),
    [`GET ${API.apiTokens}`]: { body: tokens },
    ...replies,
  });
  return { ...renderApp('/admin/api-tokens'), fetchMock };
}

describe('the API tokens page', () => {
  it('lists each token with its state, scopes and last use, and no secret', async () => {
    renderTokens([nightly, old]);
    const active = (await screen.findByRole('heading', { name: /SIS nightly roll/ })).closest(
      'li',
    )!;
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Student roll import')).toBeInTheDocument();
    expect(within(active).getByText('Staff list import')).toBeInTheDocument();
    expect(within(active).getByText(/^Last used/)).toBeInTheDocument();
    expect(within(active).getByText(/Puan Registrar/)).toBeInTheDocument();
    const revoked = screen.getByRole('heading', { name: /Pilot job/ }).closest('li')!;
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).getByText('Never used')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(document.body).not.toHaveTextContent('daftar_');
  });

  it('makes a token and shows its secret once, with a copy button', async () => {
    let sent: unknown;
    const created: CreatedApiToken = {
      ...nightly,
      id: 5,
      name: 'Staff list',
      scopes: ['staff:write'],
      lastUsedAt: null,
      token: SECRET,
    };
    const { user } = renderTokens([], {
      [`POST ${API.apiTokens}`]: (init: RequestInit) => {
        sent = JSON.parse(String(init.body));
        return { status: 201, body: created };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const form = await screen.findByRole('dialog', { name: 'New API Token' });
    await user.type(within(form).getByLabelText('Name'), 'Staff list');
    await user.click(within(form).getByRole('checkbox', { name: /Student roll import/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Staff list import/ }));
    await user.clear(within(form).getByLabelText('Expires at the end of'));
    await user.type(within(form).getByLabelText('Expires at the end of'), '2027-01-31');
    await user.click(within(form).getByRole('button', { name: 'Make Token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy the Token Now' });
    expect(sent).toEqual({
      name: 'Staff list',
      scopes: ['staff:write'],
      expiresAt: '2027-01-31T23:59:59+08:00',
    });
    expect(shown).toHaveTextContent("You won't see this token again");
    const secret = within(shown).getByLabelText('Token for Staff list');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveFocus();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent('Copied to the clipboard');
    await user.click(within(shown).getByRole('button', { name: 'I Have Copied It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { user } = renderTokens([], {
      [`POST ${API.apiTokens}`]: {
        status: 400,
        body: {
          error: 'The expiry must be after now and at most 366 days ahead',
          code: 'VALIDATION_ERROR',
          params: { context: 'field', field: 'expiresAt' },
          fields: { expiresAt: 'apiTokenExpiry' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const form = await screen.findByRole('dialog', { name: 'New API Token' });
    await user.type(within(form).getByLabelText('Name'), 'Job');
    await user.click(within(form).getByRole('button', { name: 'Make Token' }));
    const expiry = within(form).getByLabelText('Expires at the end of');
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
    expect(expiry).toHaveAccessibleDescription(/at most 366 days ahead/);
  });

  it('revokes a token only once the registrar confirms', async () => {
    const { user, fetchMock } = renderTokens([nightly], {
      [`DELETE ${API.apiToken(4)}`]: {
        body: { ...nightly, revokedAt: '2026-11-28T01:00:00.000Z' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke SIS nightly roll' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “SIS nightly roll”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', API.apiToken(4))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke SIS nightly roll' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', API.apiToken(4))).toHaveLength(1));
  });

  it('reads in Malay', async () => {
    await chooseLanguage('ms');
    renderTokens([nightly], { [`GET ${API.user}`]: { body: { ...adminUser, language: 'ms' } } });
    expect(await screen.findByRole('heading', { name: 'Token API', level: 1 })).toBeVisible();
    expect(await screen.findByText('Import senarai pelajar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tarik balik SIS nightly roll' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Token Baharu' })).toBeVisible();
  });
});
