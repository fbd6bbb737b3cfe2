// First: zod must be told not to try `new Function` before any module below parses (CSP).
import './shared/zodJitless';
import './shared/ui/tokens.css';
import { oneStepATask } from './shared/nextTask';

/**
 * The site's entry. Its modules evaluate in three tasks, not one (decision 068): React
 * (react-dom), then i18next with the page's translations, then the site (the router, the layout,
 * the query client) which starts the page (app/boot.tsx). Evaluated at once, as one module graph,
 * they were one task of 100–190 ms on a phone (4× slower CPU), the longest after the first paint,
 * holding a tap that long. A rendered page links every script of the three as module preloads
 * (the service lists app/boot.tsx with the page's modules), so they are fetched together, at once,
 * and each step only evaluates.
 */
async function start() {
  await oneStepATask([() => import('react-dom/client'), () => import('./shared/i18n/i18n')]);
  const { boot } = await import('./app/boot');
  boot();
}

start().catch((err: unknown) => console.error('The site could not start', err));
