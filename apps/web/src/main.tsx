import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { startLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Each step of the start is a task of its own, so a phone is never held for their sum: the
// first script's evaluation (which sends the first screen's readings), the router (which fetches
// its code), the language. The first render waits for the person's language (only Malay has a
// catalogue to fetch), so no screen flashes in English first. As a transition, it yields to the
// browser every few milliseconds instead of holding the main thread for its whole length.
async function start(container: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  await startLanguage();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start(root);
