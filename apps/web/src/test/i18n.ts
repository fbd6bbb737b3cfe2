import type { BackendModule, ReadCallback } from 'i18next';
import { onTestFinished, vi } from 'vitest';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { i18n } from '../shared/i18n/i18n';

interface BackendConnector {
  backend: BackendModule;
  /** i18next's load state per `language|namespace` (absent: never asked). */
  state: Record<string, number>;
}

/**
 * Makes `namespace` not loaded, as on a page that has not met it yet. After the test it is loaded
 * again in every language (the setup loads them all).
 */
export function unloadNamespace(namespace: string): void {
  const connector = i18n.services.backendConnector as BackendConnector;
  for (const language of LANGUAGES) {
    i18n.removeResourceBundle(language, namespace);
    delete connector.state[`${language}|${namespace}`];
  }
  onTestFinished(() => i18n.loadLanguages([...LANGUAGES]));
}

/**
 * Makes `namespace` not loaded and holds its loading until `release()` (at the latest when the
 * test ends): meanwhile react-i18next suspends whatever asks for it. One namespace per test.
 */
export function holdNamespace(namespace: string): { release: () => void } {
  const { backend } = i18n.services.backendConnector as BackendConnector;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const read = backend.read.bind(backend);
  const held = vi
    .spyOn(backend, 'read')
    .mockImplementation((language: string, ns: string, callback: ReadCallback) => {
      if (ns === namespace) void released.then(() => read(language, ns, callback));
      else read(language, ns, callback);
    });
  // runs before the reload unloadNamespace registers (the last registered runs first)
  unloadNamespace(namespace);
  onTestFinished(() => {
    release();
    held.mockRestore();
  });
  return { release };
}
