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

const toasts = () =>
  within(screen.getByRole('region', { name: 'Notifications (F8)' })).queryAllByRole('listitem');

describe('toaster', () => {
  it('shows one toast at a time, the newest', async () => {
    const user = userEvent.setup();
    render(
      <Toaster>
        <Buttons />
      </Toaster>,
    );
    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Second');
  });

  it('closes a toast after 5000 ms', () => {
    vi.useFakeTimers();
    try {
      render(
        <Toaster>
          <Buttons />
        </Toaster>,
      );
      act(() => screen.getByRole('button', { name: 'one' }).click());
      expect(toasts()[0]).toHaveAttribute('data-state', 'open');
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 10));
      expect(toasts().every((toast) => toast.dataset.state !== 'open')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels the region with the F8 hotkey that focuses it', () => {
    render(
      <Toaster>
        <Buttons />
      </Toaster>,
    );
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getByRole('list')).toHaveFocus();
  });
});
