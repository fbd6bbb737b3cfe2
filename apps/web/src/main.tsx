import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from './shared/i18n/i18n';
import './shared/ui/tokens.css';
import { App } from './app/App';
import { restoreSession } from './shared/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const page = root;
// A new tab of a signed-in rider fills its session first (asked only when the cookie hints at one),
// so protected pages do not send them to /login.
void restoreSession().finally(() =>
  createRoot(page).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Server messages (errors, confirmations) in the interface language, fetched once the page shows.
void i18n.loadNamespaces('messages');

// Installable and open offline (decision 019): the service worker, registered after the page loads.
import('./app/registerServiceWorker').then(
  ({ registerServiceWorker }) => registerServiceWorker(),
  (err: unknown) => console.error('service worker not registered', err),
);
