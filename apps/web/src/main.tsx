import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { keepFocusThroughFirstRender } from './app/drawn-first-screen';
import { firstScreenReady } from './app/first-screen-readings';
import { startLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import { followDeviceTheme } from './lib/theme';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
keepFocusThroughFirstRender(root);
followDeviceTheme();

// Each step of the start is a task of its own, so a phone is never held for their sum: the
// first script's evaluation (which sends the first screen's readings), the router (which fetches
// its code), the language. The first render waits for the person's language (only Malay has a
// catalogue to fetch), so no screen flashes in English first, and for the router's first screen
// (its code and readings), so React renders that screen at once, not first the spinner index.html
// already shows; RouterProvider, which subscribes only as it commits, then cannot miss the
// router's readiness. As a transition, the render yields to the browser every few milliseconds
// instead of holding the main thread for its whole length.
async function start(container: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  await Promise.all([startLanguage(), firstScreenReady(router)]);
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start(root);
