import { API, TOKEN_STORAGE_KEY, type User } from '@daftar/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { firstScreenReady, holdFirstScreen } from '@/app/first-screen-readings';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import type { LiveConnection } from '@/lib/live-socket';
import { createQueryClient } from '@/lib/query-client';
import { makeToken } from './make-token';
import type { MockReply } from './mock-api';

interface RenderAppOptions {
  /** A fake live connection (see `createFakeLive`), for screens that react to server events. */
  liveConnection?: LiveConnection;
}

/** Renders the whole app, route table and providers included, at `path`. */
export function renderApp(path = '/', { liveConnection }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWith(router, queryClient, liveConnection);
}

/**
 * Starts the whole app at `path` as main.tsx does on a first load: the router holds the first
 * screen for its readings, and the app renders once the router has it.
 */
export async function renderFirstLoad(path = '/', { liveConnection }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const router = holdFirstScreen(queryClient, () =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  await firstScreenReady(router);
  return renderWith(router, queryClient, liveConnection);
}

function renderWith(router: DataRouter, queryClient: QueryClient, liveConnection?: LiveConnection) {
  const view = render(
    <AppProvider queryClient={queryClient} liveConnection={liveConnection}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** Stores a valid token for `user`, as a login would have. */
export function storeTokenFor(user: User) {
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ role: user.role, sub: String(user.id) }));
}

/** The API replies a signed-in `user` gets for the session call. */
export function sessionReplies(user: User): Record<string, MockReply> {
  return { [`GET ${API.user}`]: { body: user } };
}
