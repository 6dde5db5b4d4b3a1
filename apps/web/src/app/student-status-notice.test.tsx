import { API } from '@daftar/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { openPeriod, studentUser } from '@/testing/fixtures';
import { renderStudentPage } from '@/testing/registration-fixtures';

beforeAll(() =>
  Promise.all([import('@/app/routes/registration'), import('@/app/routes/dashboard')]),
);

const withdrawn = { ...openPeriod, studentStatus: 'withdrawn' as const };

// Issue 43: a student the roll no longer counts as active is told before trying, on the pages
// where they would try, and in their language.
describe('a student who is not active on the roll', () => {
  it('is told on the registration page what they may still do', async () => {
    renderStudentPage('/registration', { replies: { [`GET ${API.period}`]: { body: withdrawn } } });
    expect(await screen.findByText('You cannot change your registration')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You are withdrawn from the university. You can see your history and registration slips, but not add, drop or submit subjects. Contact the registrar's office.",
      ),
    ).toBeInTheDocument();
  });

  it('is told on the dashboard, in Malay', async () => {
    await chooseLanguage('ms');
    renderStudentPage('/', {
      replies: {
        [`GET ${API.user}`]: { body: { ...studentUser, language: 'ms' } },
        [`GET ${API.period}`]: { body: { ...openPeriod, studentStatus: 'deferred' } },
      },
    });
    expect(
      await screen.findByText('Anda tidak boleh mengubah pendaftaran anda'),
    ).toBeInTheDocument();
  });

  it('is not shown to an active student', async () => {
    renderStudentPage('/registration');
    expect(await screen.findByRole('region', { name: 'Registration period' })).toBeInTheDocument();
    expect(screen.queryByText('You cannot change your registration')).not.toBeInTheDocument();
  });
});
