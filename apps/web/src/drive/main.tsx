import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
import './drive.css';
import { parseWithoutEval } from '../shared/zodJitless';

/**
 * The driver app (issue 36, decision 057): its own entry (drive.html), never in the riders' or the
 * back office's bundles; rendered in the browser only, like the back office (ops/main.tsx).
 *
 * zod must not try `new Function` (the Content Security Policy has no 'unsafe-eval'), so that
 * setting comes first; the app, i18n and the driver's language are imported after it, in parallel.
 */
parseWithoutEval();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const page = root;
void Promise.all([
  import('../shared/i18n/i18n'),
  import('./app/DriveApp'),
  import('./app/language'),
]).then(async ([{ i18n, i18nReady }, { DriveApp }, { speakDriverLanguage }]) => {
  await i18nReady;
  await speakDriverLanguage(i18n);
  createRoot(page).render(
    <StrictMode>
      <DriveApp />
    </StrictMode>,
  );
});
