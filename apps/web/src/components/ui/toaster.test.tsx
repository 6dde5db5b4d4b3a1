import { TOAST_DURATION_MS } from '@daftar/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { useToast } from './use-toast';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First' })}>one</button>
      <button onClick={() => toast({ title: 'Second', variant: 'destructive' })}>two</button>
    </>
  );
}

const REGION = { name: 'Notifications (F8)' };
const toasts = () => within(screen.getByRole('region', REGION)).queryAllByRole('listitem');

/** The toaster with its region, whose code arrives on its own. */
async function renderToaster() {
  render(
    <Toaster>
      <Buttons />
    </Toaster>,
  );
  await screen.findByRole('region', REGION);
}

describe('toaster', () => {
  it('shows one toast at a time, the newest', async () => {
    const user = userEvent.setup();
    await renderToaster();
    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Second');
  });

  it('closes a toast after 5000 ms', async () => {
    await renderToaster();
    vi.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'one' }).click());
      expect(toasts()[0]).toHaveAttribute('data-state', 'open');
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 10));
      expect(toasts().every((toast) => toast.dataset.state !== 'open')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels the region with the F8 hotkey that focuses it', async () => {
    await renderToaster();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', REGION);
    expect(within(region).getByRole('list')).toHaveFocus();
  });

  it('while the first screen loads, has no region until a toast brings it', async () => {
    const user = userEvent.setup();
    render(
      <Toaster regionBeforeFirstToast={false}>
        <Buttons />
      </Toaster>,
    );
    // Its code is already here, so only the prop can keep the region away.
    await import('./toast-region');
    await act(async () => {});
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'one' }));
    const region = await screen.findByRole('region', REGION);
    expect(within(region).getByRole('listitem')).toHaveTextContent('First');
  });
});
