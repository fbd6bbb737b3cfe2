import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
import './ops.css';
import { i18n, i18nReady } from '../shared/i18n/i18n';
import { parseWithoutEval } from '../shared/zodJitless';
import { OpsApp } from './app/OpsApp';

/**
 * The back office (issue 30, decision 038): its own entry (ops.html), never in the riders'
 * bundles; rendered in the browser only (the service neither caches nor renders its pages).
 */
parseWithoutEval();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const page = root;
// The form kit's texts and the server's message keys, before the first screen shows.
void Promise.all([i18nReady, i18n.loadNamespaces(['common', 'messages'])]).then(() =>
  createRoot(page).render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  ),
);
