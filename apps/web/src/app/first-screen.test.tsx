import { API } from '@daftar/contract';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_READINGS_WAIT_MS } from '@/components/first-readings';
import { waitingWith } from '@/testing/gate-fixtures';
import { callsTo } from '@/testing/mock-api';
import { catalogueSubject, renderStudentFirstLoad } from '@/testing/registration-fixtures';
import { firstScreenReady, holdFirstScreen, readAll, whileStarting } from './first-screen-readings';

// The pages load on demand: load them once up front, so no test races the module transform.
beforeAll(() =>
  Promise.all([
    import('./routes/registration'),
    import('./routes/dashboard'),
    import('@/features/gate/components/waiting-room'),
  ]),
);

/**
 * What a person sees after each change to the page: a spinner, the frame, the page's heading, a
 * subject.
 */
function watchScreens() {
  const seen: { spinner: boolean; frame: boolean; heading: string | null; subject: boolean }[] = [];
  const observer = new MutationObserver(() =>
    seen.push({
      spinner: document.querySelector('[role="status"][aria-label="Loading"]') !== null,
      frame: document.querySelector('header') !== null,
      heading: document.querySelector('main h1')?.textContent ?? null,
      subject: document.body.textContent.includes('WIX1001'),
    }),
  );
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('the first load of a signed-in page', () => {
  it('shows the frame together with the registration page and its catalogue, never above a spinner', async () => {
    const watch = watchScreens();
    await renderStudentFirstLoad('/registration', { subjects: [catalogueSubject(1)] });
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration', level: 1 }),
    ).toBeInTheDocument();
    watch.stop();
    // The app's first render is the page: neither the router's nor the frame's spinner shows.
    expect(watch.seen.some((shown) => shown.spinner)).toBe(false);
    const withFrame = watch.seen.filter((shown) => shown.frame);
    expect(withFrame.length).toBeGreaterThan(0);
    expect(withFrame.every((shown) => shown.heading === 'Subject Registration')).toBe(true);
    expect(withFrame.every((shown) => shown.subject)).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows a student in the queue the waiting page with the frame, after one join', async () => {
    const watch = watchScreens();
    const { fetchMock } = await renderStudentFirstLoad('/registration', {
      replies: { [`POST ${API.gateJoin}`]: { body: waitingWith(37) } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Waiting for Your Turn', level: 1 }),
    ).toBeInTheDocument();
    watch.stop();
    const withFrame = watch.seen.filter((shown) => shown.frame);
    expect(withFrame.every((shown) => shown.heading === 'Waiting for Your Turn')).toBe(true);
    expect(callsTo(fetchMock, 'POST', API.gateJoin)).toHaveLength(1);
  });

  it('shows the frame together with the dashboard', async () => {
    const watch = watchScreens();
    await renderStudentFirstLoad('/');
    expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
    watch.stop();
    expect(watch.seen.some((shown) => shown.spinner)).toBe(false);
    const withFrame = watch.seen.filter((shown) => shown.frame);
    expect(withFrame.length).toBeGreaterThan(0);
    expect(withFrame.every((shown) => shown.heading === 'Student Dashboard')).toBe(true);
  });

  it('shows the page without a reading that fails, as that part’s error', async () => {
    await renderStudentFirstLoad('/registration', {
      replies: {
        [`GET ${API.subjects}`]: { status: 500, body: { error: 'Boom', code: 'INTERNAL' } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Subject Registration', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
  });
});

describe('whileStarting', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A router whose one screen waits for `prepare` before it is shown, as the app's routes do. */
  function startingRouter(prepare: (queryClient: QueryClient) => Promise<unknown>) {
    const queryClient = new QueryClient();
    const router = holdFirstScreen(queryClient, () =>
      createMemoryRouter([
        {
          path: '/',
          lazy: async () => {
            await whileStarting(prepare);
            return { Component: () => null };
          },
        },
      ]),
    );
    return { router, queryClient };
  }

  const initialised = (router: { state: { initialized: boolean } }) =>
    vi.waitFor(() => expect(router.state.initialized).toBe(true));

  it('holds the first screen until its readings are in the cache', async () => {
    let release = () => {};
    const prepare = vi.fn(
      (queryClient: QueryClient) =>
        new Promise<void>((resolve) => {
          release = () => {
            queryClient.setQueryData(['/api/x'], 1);
            resolve();
          };
        }),
    );
    vi.useFakeTimers();
    const { router, queryClient } = startingRouter(prepare);
    // Held for as long as the readings may take, while they have not come.
    await vi.advanceTimersByTimeAsync(FIRST_READINGS_WAIT_MS - 1);
    expect(prepare).toHaveBeenCalledWith(queryClient);
    expect(router.state.initialized).toBe(false);
    release();
    await initialised(router);
    expect(queryClient.getQueryData(['/api/x'])).toBe(1);
  });

  it('holds it no longer than FIRST_READINGS_WAIT_MS when a reading never comes', async () => {
    vi.useFakeTimers();
    const { router } = startingRouter(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(FIRST_READINGS_WAIT_MS - 1);
    expect(router.state.initialized).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(router.state.initialized).toBe(true);
  });

  it('lets the screen show when its preparation fails', async () => {
    const { router } = startingRouter(() => Promise.reject(new Error('offline')));
    await initialised(router);
    expect(router.state.errors).toBeNull();
  });

  it('says when the router has its first screen, once its preparation is done', async () => {
    let release = () => {};
    vi.useFakeTimers();
    const { router } = startingRouter(() => new Promise<void>((resolve) => (release = resolve)));
    const ready = vi.fn();
    void firstScreenReady(router).then(ready);
    await vi.advanceTimersByTimeAsync(FIRST_READINGS_WAIT_MS - 1);
    expect(ready).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    expect(router.state.initialized).toBe(true);
    await expect(firstScreenReady(router)).resolves.toBeUndefined();
  });

  it('does not hold screens opened after the first one', async () => {
    const { router } = startingRouter(() => Promise.resolve());
    await initialised(router);
    const prepare = vi.fn(() => Promise.resolve());
    await whileStarting(prepare);
    expect(prepare).not.toHaveBeenCalled();
  });
});

describe('readAll', () => {
  it('puts each reading in the cache, as its data or its error', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const readings = [
      queryOptions({ queryKey: ['a'], queryFn: () => Promise.resolve('data') }),
      queryOptions({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('failed')) }),
    ];
    await readAll(queryClient, readings);
    expect(queryClient.getQueryData(['a'])).toBe('data');
    expect(queryClient.getQueryState(['b'])?.error).toEqual(new Error('failed'));
  });
});
