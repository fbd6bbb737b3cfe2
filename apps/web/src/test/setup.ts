import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { i18n, NAMESPACES } from '../shared/i18n/i18n';

// Pages load their translations on demand in the browser; tests start with all of them loaded.
await i18n.loadNamespaces(NAMESPACES);
await i18n.loadLanguages([...LANGUAGES]);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
