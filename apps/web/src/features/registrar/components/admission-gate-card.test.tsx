import { API } from '@daftar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { adminUser } from '@/testing/fixtures';
import {
  admissionGateTestBed,
  AHEAD,
  card,
  figure,
  gate,
  GATE,
  putBodies,
  putReplying,
} from './admission-gate.test-bed';

const { renderGate } = admissionGateTestBed();

describe('the admission gate on the live page', () => {
  it('says in plain words that the server must be started with GATE=on', async () => {
    // Turned on in the settings, on a server started without it.
    renderGate(gate({}, { available: false, progress: null, activeAdmissions: 0 }));
    const region = await card();
    expect(await within(region).findByText('Not available on this server')).toBeInTheDocument();
    expect(region).toHaveTextContent('works only when the server is started with GATE=on');
    expect(within(region).getByText('Off')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Turned on in the settings, but not in effect: nothing is gated on this server.',
    );
    expect(within(region).queryByText('The Queue Now')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Pause Admission' })).toBeNull();
    // The settings may still be prepared for when it is started that way.
    expect(within(region).getByRole('button', { name: 'Change Settings' })).toBeEnabled();
    expect(region).toHaveTextContent('23 Nov 2026, 9:00 am (Malaysia time)');
  });

  it('turns the gate on with an opening time in Malaysia time and a rate, checked first', async () => {
    const before = gate({ enabled: false, ratePerMinute: null, opensAt: AHEAD });
    const { user, fetchMock } = renderGate(before, { [`PUT ${GATE}`]: putReplying(before) });
    const region = await card();
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Off: registration is open to everyone, with no queue.',
    );
    await user.click(within(region).getByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    expect(within(form).getByLabelText('Opens at (Malaysia time)')).toHaveValue('2030-11-23T09:00');
    await user.click(within(form).getByLabelText('Put registration behind the admission gate'));
    fireEvent.change(within(form).getByLabelText('Opens at (Malaysia time)'), {
      target: { value: '2030-11-24T08:30' },
    });
    await user.click(within(form).getByRole('radio', { name: 'A fixed number each minute' }));
    const rate = within(form).getByLabelText('Students let in each minute');
    await user.type(rate, '0');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(rate).toHaveAccessibleDescription(/^Students a minute must be a whole number from 1/);
    expect(putBodies(fetchMock)).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putBodies(fetchMock)).toEqual([
      { enabled: true, opensAt: '2030-11-24T08:30:00+08:00', ratePerMinute: 120 },
    ]);
    // What the card shows now is the server's reply.
    expect(region).toHaveTextContent('24 Nov 2030, 8:30 am (Malaysia time)');
    expect(region).toHaveTextContent('120 students a minute');
    expect(within(region).getByText('On')).toBeInTheDocument();
    expect(await screen.findByText('Admission Gate Settings Saved')).toBeInTheDocument();
  });

  it('shows a field the server refused under that field', async () => {
    const { user } = renderGate(gate({ enabled: false, opensAt: AHEAD }), {
      [`PUT ${GATE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          error: 'Must be a date and time, such as 2026-11-23T09:00:00+08:00',
          params: { context: 'field', field: 'opensAt' },
          fields: { opensAt: 'dateTime' },
        },
      },
    });
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(form).findByLabelText('Opens at (Malaysia time)'),
    ).toHaveAccessibleDescription(/^Must be a date and time/);
  });

  it('switches to the automatic rate and shows the rate the server chose', async () => {
    const before = gate({ ratePerMinute: 120 });
    const { user, fetchMock } = renderGate(before, {
      [`PUT ${GATE}`]: putReplying(before, { ratePerMinute: 840 }),
    });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    expect(within(form).getByLabelText('Students let in each minute')).toHaveValue('120');
    await user.click(within(form).getByRole('radio', { name: /^Automatic/ }));
    expect(within(form).queryByLabelText('Students let in each minute')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The queue has opened: its opening is not sent, since it can no longer move.
    expect(putBodies(fetchMock)).toEqual([{ enabled: true, ratePerMinute: null }]);
    expect(region).toHaveTextContent('Automatic: 840 a minute now');
    expect(within(figure('Let in each minute')).getByText('840 (automatic)')).toBeInTheDocument();
  });

  it('pauses and resumes with one button, saying which state it is in', async () => {
    const before = gate();
    const { user, fetchMock } = renderGate(before, {
      [`PUT ${GATE}`]: (init) => putReplying(before)(init),
    });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Pause Admission' }));
    const resume = await within(region).findByRole('button', { name: 'Resume Admission' });
    expect(within(region).getByText('Paused')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Admission is paused');
    expect(
      within(figure('Time to clear the queue')).getByText('On hold while paused'),
    ).toBeVisible();
    await user.click(resume);
    expect(await within(region).findByRole('button', { name: 'Pause Admission' })).toBeEnabled();
    expect(within(region).getByRole('status')).toHaveTextContent('students are let in');
    expect(putBodies(fetchMock)).toEqual([{ paused: true }, { paused: false }]);
  });

  it('reads in Malay', async () => {
    await chooseLanguage('ms');
    renderGate(gate({ paused: true }), {
      [`GET ${API.user}`]: { body: { ...adminUser, language: 'ms' } },
    });
    const region = await screen.findByRole('region', { name: /Kawalan Kemasukan/ });
    expect(
      await within(region).findByRole('button', { name: 'Sambung Semula Kemasukan' }),
    ).toBeVisible();
    expect(region).toHaveTextContent('(waktu Malaysia)');
    expect(within(region).getByText('Dibenarkan masuk setakat ini')).toBeInTheDocument();
  });
});
