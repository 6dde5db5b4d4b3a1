import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/mock-api';
import {
  admissionGateTestBed,
  AHEAD,
  card,
  figure,
  gate,
  GATE,
  progress,
  putBodies,
  putReplying,
} from './admission-gate.test-bed';

// Following the queue as it is let in, and the opening time before and after it has passed.

const { renderGate } = admissionGateTestBed();

describe('the admission gate on the live page', () => {
  it('follows the queue from gateProgress without reading the gate again', async () => {
    const { live, fetchMock } = renderGate(gate());
    const region = await card();
    await within(region).findByText('The Queue Now');
    expect(within(figure('Waiting in the queue')).getByText('400')).toBeInTheDocument();
    expect(within(figure('Let in so far')).getByText('100')).toBeInTheDocument();
    expect(within(figure('Active admissions')).getByText('42')).toBeInTheDocument();
    // 400 at 120 a minute: 3 min 20 s.
    expect(within(figure('Time to clear the queue')).getByText('About 4 minutes')).toBeVisible();

    live.emit('gateProgress', progress({ admittedThrough: 340, issued: 520 }));
    live.emit('gateProgress', progress({ periodId: 8, admittedThrough: 1 }));
    expect(await within(figure('Let in so far')).findByText('340')).toBeInTheDocument();
    expect(within(figure('Waiting in the queue')).getByText('180')).toBeInTheDocument();
    expect(within(figure('Time to clear the queue')).getByText('About 2 minutes')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', GATE)).toHaveLength(1);
    // Figures that change every second are never announced.
    expect(figure('Let in so far').closest('[aria-live], [role="status"]')).toBeNull();
  });

  it('counts the students waiting for the opening before it', async () => {
    const { live } = renderGate(gate());
    await within(await card()).findByText('The Queue Now');
    live.emit(
      'gateProgress',
      progress({ opened: false, prequeued: 1500, issued: 0, admittedThrough: 0 }),
    );
    await screen.findByText('Waiting for the opening');
    expect(await within(figure('Waiting for the opening')).findByText('1,500')).toBeInTheDocument();
    expect(
      within(figure('Time to clear the queue')).getByText('About 13 minutes after the opening'),
    ).toBeVisible();
  });

  it('proposes an opening ahead when the saved one has passed, and says what saving will do', async () => {
    // A period's gate never turned on opens at the period's start, passed here.
    const before = gate({ enabled: false, ratePerMinute: null });
    const { user } = renderGate(before);
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    const proposed = within(form).getByLabelText('Opens at (Malaysia time)');
    const proposedAt = Date.parse(`${(proposed as HTMLInputElement).value}:00+08:00`);
    expect(proposedAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(form).toHaveTextContent('The gate is off: registration is open to everyone at once');
    await user.click(within(form).getByLabelText('Put registration behind the admission gate'));
    expect(form).toHaveTextContent(/The queue opens automatically at .* \(Malaysia time\)/);
    expect(within(form).getByRole('button', { name: 'Save Settings' })).toHaveAccessibleDescription(
      /^What happens when you save The queue opens automatically/,
    );
  });

  it('refuses an opening already passed in the server’s words, and opens now only when asked', async () => {
    const before = gate({ enabled: false, ratePerMinute: 60, opensAt: AHEAD });
    const { user, fetchMock } = renderGate(before, { [`PUT ${GATE}`]: putReplying(before) });
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    await user.click(within(form).getByLabelText('Put registration behind the admission gate'));
    const opensAt = within(form).getByLabelText('Opens at (Malaysia time)');
    fireEvent.change(opensAt, { target: { value: '2026-11-13T00:00' } });
    expect(form).toHaveTextContent('The time chosen has already passed.');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(opensAt).toHaveAccessibleDescription(
      'The opening time, 13 Nov 2026, 12:00 am, has already passed, so the queue would open at once and nobody would wait. Choose a time ahead, or choose to open the queue now.',
    );
    expect(putBodies(fetchMock)).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Now, when I save' }));
    expect(form).toHaveTextContent(
      'The queue opens now: students are let in from the queue in the order they arrive, and nobody waits for an opening; 60 students are let in each minute.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putBodies(fetchMock)).toEqual([{ enabled: true, openNow: true, ratePerMinute: 60 }]);
  });

  it('keeps an opened queue’s opening, saying it can no longer move', async () => {
    const { user } = renderGate(gate());
    await user.click(await within(await card()).findByRole('button', { name: 'Change Settings' }));
    const form = await screen.findByRole('dialog', { name: 'Admission Gate Settings' });
    expect(form).toHaveTextContent('The queue opened at 23 Nov 2026, 9:00 am (Malaysia time)');
    expect(within(form).queryByLabelText('Opens at (Malaysia time)')).toBeNull();
    expect(within(form).queryByRole('radio', { name: 'Now, when I save' })).toBeNull();
  });
});
