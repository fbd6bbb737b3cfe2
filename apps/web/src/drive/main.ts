import { createElement, startTransition, StrictMode } from 'react';
import '../shared/ui/tokens.css';
import './drive.css';
import { parseWithoutEval } from '../shared/zodJitless';

/**
 * The driver app (issue 36, decision 057): its own entry (drive.html), never in the riders' or the
 * back office's bundles; rendered in the browser only, like the back office (ops/main.tsx).
 *
 * The first script is this module and its styles: React's renderer, i18n, the app and the
 * driver's language are fetched at once, in parallel, as it runs (so a phone on a slow network
 * is not held by one large first download before it can ask for the rest). No JSX here: the JSX
 * runtime shares a chunk with the renderer.
 *
 * zod must not try `new Function` (the Content Security Policy has no 'unsafe-eval'), so that
 * setting comes before any schema can load.
 */
parseWithoutEval();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const page = root;
void Promise.all([
  import('react-dom/client'),
  import('../shared/i18n/i18n'),
  import('./app/DriveApp'),
  import('./app/language'),
]).then(async ([{ createRoot }, { i18n, i18nReady }, { DriveApp }, { speakDriverLanguage }]) => {
  await i18nReady;
  await speakDriverLanguage(i18n);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that holds a slow phone's main thread.
  startTransition(() => {
    createRoot(page).render(createElement(StrictMode, null, createElement(DriveApp)));
  });
});
