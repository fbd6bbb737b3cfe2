import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
import './ops.css';
import { parseWithoutEval } from '../shared/zodJitless';

/**
 * The back office (issue 30, decision 038): its own entry (ops.html), never in the riders'
 * bundles; rendered in the browser only (the service neither caches nor renders its pages).
 *
 * zod must not try `new Function` (the Content Security Policy has no 'unsafe-eval'), and the
 * screens' schemas may parse as their modules load: so the setting comes first, and the app
 * (with i18n and the schemas) is imported after it.
 */
parseWithoutEval();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const page = root;
void Promise.all([
  import('../shared/i18n/i18n'),
  import('./app/OpsApp'),
  import('./app/language'),
]).then(async ([{ i18n, i18nReady }, { OpsApp }, { speakOpsLanguage }]) => {
  await i18nReady;
  // The last staff member's language in this browser, else the browser's (decision 065): never
  // the language the rider site last used here.
  await speakOpsLanguage(i18n);
  createRoot(page).render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  );
});
