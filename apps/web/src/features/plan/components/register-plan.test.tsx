import { API, type PlanRegisterReply } from '@daftar/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentUser } from '@/testing/fixtures';
import { admittedUntil } from '@/testing/gate-fixtures';
import { callsTo } from '@/testing/mock-api';
import { renderStudentPage } from '@/testing/registration-fixtures';
import { chooseLanguage } from '@/lib/i18n';
import {
  outcome,
  planCatalogue,
  savedPlan,
  wix1001,
  wix1002Full,
  wix1003,
} from '../plan-test-fixtures';

// Issue 48: at the opening the student registers their plan in one request from the registration
// page, and reads what became of each subject, in their language.

beforeAll(() => import('./plan-card'));

const registered: PlanRegisterReply = {
  subjects: [outcome(wix1001, { outcome: 'taken', sectionIds: [12], choice: 0 }), wix1002Full],
  fallbacks: [outcome(wix1003, { outcome: 'taken', sectionIds: [31], fallbackFor: 2 })],
  taken: 2,
  registeredAt: '2025-06-01T02:00:05.000Z',
};

function renderRegistration(
  replies: NonNullable<Parameters<typeof renderStudentPage>[1]>['replies'] = {},
) {
  return renderStudentPage('/registration', {
    subjects: planCatalogue,
    replies: {
      [`GET ${API.plan}`]: { body: savedPlan },
      [`POST ${API.planRegister}`]: { body: registered },
      ...replies,
    },
  });
}

describe('registering the plan from the registration page', () => {
  it('registers every subject in one request and says what became of each', async () => {
    const { user, fetchMock } = renderRegistration();
    const card = await screen.findByRole('region', { name: 'Plan your timetable' });
    expect(within(card).getByRole('link', { name: 'Open my plan' })).toHaveAttribute(
      'href',
      '/registration/plan',
    );
    await user.click(within(card).getByRole('button', { name: 'Register my plan (2 subjects)' }));

    expect(
      await within(card).findByRole('heading', { name: 'What your plan registered' }),
    ).toBeVisible();
    expect(callsTo(fetchMock, 'POST', API.planRegister)).toHaveLength(1);
    expect(card).toHaveTextContent('2 subjects registered. 1 subject could not be registered.');
    expect(card).toHaveTextContent('RegisteredIn Section 2: your preferred sections.');
    expect(card).toHaveTextContent('WIX1002 is full: no seats are left.');
    expect(card).toHaveTextContent('In place of WIX1002. In Section 1: any section would do.');
    expect(within(card).getByRole('button', { name: 'Ask for a permit: WIX1002' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Join waitlist for WIX1002' }));
    expect(await screen.findByRole('dialog', { name: /WIX1002/ })).toBeVisible();
  });

  it('says the same in Malay', async () => {
    await chooseLanguage('ms');
    const { user } = renderRegistration({
      [`GET ${API.user}`]: { body: { ...studentUser, language: 'ms' } },
    });
    const card = await screen.findByRole('region', { name: 'Rancang jadual anda' });
    await user.click(
      within(card).getByRole('button', { name: 'Daftar rancangan saya (2 subjek)' }),
    );
    expect(
      await within(card).findByRole('heading', { name: 'Hasil pendaftaran rancangan anda' }),
    ).toBeVisible();
    expect(card).toHaveTextContent('2 subjek didaftar. 1 subjek tidak dapat didaftar.');
    expect(card).toHaveTextContent('DidaftarDalam Seksyen 2: seksyen pilihan utama anda.');
    expect(card).toHaveTextContent('WIX1002 penuh: tiada tempat lagi.');
    expect(card).toHaveTextContent('Sebagai ganti WIX1002.');
    expect(
      within(card).getByRole('button', { name: 'Sertai senarai menunggu untuk WIX1002' }),
    ).toBeVisible();
  });

  it('shows a refusal of the whole request', async () => {
    const { user } = renderRegistration({
      [`POST ${API.planRegister}`]: {
        status: 409,
        body: { code: 'PERIOD_NOT_OPEN', error: 'Registration is not open.', params: {} },
      },
    });
    const card = await screen.findByRole('region', { name: 'Plan your timetable' });
    await user.click(within(card).getByRole('button', { name: /Register my plan/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Registration is not open.');
  });

  it('offers the plan before everything else to a student admitted through the gate', async () => {
    renderRegistration({
      [`POST ${API.gateJoin}`]: { body: admittedUntil(Date.now() + 15 * 60_000) },
    });
    const card = await screen.findByRole('region', { name: 'Plan your timetable' });
    const period = screen.getByRole('region', { name: /registration period/i });
    expect(card.compareDocumentPosition(period) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(card);
  });
});
