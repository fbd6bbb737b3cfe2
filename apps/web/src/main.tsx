import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from './shared/i18n/i18n';
import './shared/ui/tokens.css';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Server messages (errors, confirmations) in the interface language, fetched once the page shows.
void i18n.loadNamespaces('messages');
