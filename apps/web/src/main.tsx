import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the person's language (only Malay has a catalogue to fetch), so no
// screen flashes in English first. As a transition, it yields to the browser every few
// milliseconds instead of holding the main thread for its whole length: a phone stays responsive.
void startLanguage().then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
