import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';

describe('App', () => {
  it('shows the first screen even when RouterProvider did not hear that it became ready', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        hydrateFallbackElement: <p>Starting</p>,
        lazy: async () => ({ Component: () => <h1>First screen</h1> }),
      },
    ]);
    // As when the first screen became ready while the first render was still being built:
    // RouterProvider subscribes only as it commits, and the news came before.
    const subscribe = router.subscribe.bind(router);
    let routerProviderSubscribed = false;
    router.subscribe = (listener) => {
      if (routerProviderSubscribed) return subscribe(listener);
      routerProviderSubscribed = true;
      return () => {};
    };
    render(<App router={router} queryClient={createQueryClient()} />);
    expect(await screen.findByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    expect(screen.queryByText('Starting')).not.toBeInTheDocument();
  });
});
