import { createElement, startTransition, StrictMode } from 'react';
import '../shared/ui/tokens.css';
import './drive.css';
import { parseWithoutEval } from '../shared/zodJitless';
import { holdEarlyInput } from './app/earlyInput';

/**
 * The driver app (issue 36, decision 057): its own entry (drive.html), never in the riders' or the
 * back office's bundles; rendered in the browser only, like the back office (ops/main.tsx).
 *
 * A phone where no driver signed in gets the sign-in already in the page (decision 067), which
 * the app hydrates; otherwise the page holds the app's frame, which the app replaces.
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
// the ready-made sign-in can be typed in before the app takes it over
const release = holdEarlyInput(page);
void Promise.all([
  import('react-dom/client'),
  import('../shared/i18n/i18n'),
  import('./app/DriveApp'),
  import('./app/language'),
  import('./app/signInHydration'),
]).then(
  async ([
    { createRoot, hydrateRoot },
    { i18n, i18nReady },
    { DriveApp },
    { speakDriverLanguage },
    { hydratesSignIn, Hydrated },
  ]) => {
    await speakDriverLanguage(i18n, i18nReady);
    const app = createElement(StrictMode, null, createElement(DriveApp));
    // the sign-in the service sent in the page (decision 067) is kept and brought to life
    const hydrates = hydratesSignIn(page, i18n.language);
    // A transition: React renders (or hydrates) the first screen in slices of a few milliseconds,
    // yielding to the browser between them, instead of one long task on a slow phone.
    startTransition(() => {
      if (hydrates)
        hydrateRoot(page, createElement(Hydrated, { onHydrated: () => release(true) }, app));
      else createRoot(page).render(app);
    });
    if (!hydrates) release(false);
  },
);
