import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { i18n } from '../shared/i18n/i18n';
import { NAMESPACES } from '../shared/i18n/localeFiles';
import { loadOpsTextsForTests } from '../ops/shared/testTexts';

// Pages load their translations on demand in the browser; tests start with all of them loaded.
await i18n.loadNamespaces(NAMESPACES);
await i18n.loadLanguages([...LANGUAGES]);
// The back office's own texts (src/ops, decision 065) are not the site's namespaces: added here.
await loadOpsTextsForTests();

// findBy/waitFor give up after 5 s rather than 1 s: on a loaded machine a render or a stubbed
// answer can take longer than a second, and a test that waits for the right thing only pays the
// longer wait when it fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
