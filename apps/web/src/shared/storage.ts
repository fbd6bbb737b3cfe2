import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fairfare/contracts/languages';

/**
 * Keys of the values the site keeps in the browser (spec §3 "Session values"). Session values
 * live in sessionStorage as the spec says; the language is also remembered in localStorage so
 * that a new tab opens in the rider's language.
 */
export const storageKeys = {
  language: 'language',
  /** The session's 'logged in' flag (spec §3, §6), read from sessionStorage. */
  loggedIn: 'isLoggedIn',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be unavailable (private mode, blocked cookies)
  }
}

export function readLanguage(): Language {
  const stored = safe(
    () =>
      sessionStorage.getItem(storageKeys.language) ?? localStorage.getItem(storageKeys.language),
    null,
  );
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function writeLanguage(language: Language): void {
  safe(() => {
    sessionStorage.setItem(storageKeys.language, language);
    localStorage.setItem(storageKeys.language, language);
  }, undefined);
}

/** Whether the session's 'logged in' flag is set ('true' or '1'). */
export function readLoggedIn(): boolean {
  const stored = safe(() => sessionStorage.getItem(storageKeys.loggedIn), null);
  return stored === 'true' || stored === '1';
}

/** Clears every value the site keeps (used when a session ends). */
export function clearAllStorage(): void {
  safe(() => {
    sessionStorage.clear();
    localStorage.clear();
  }, undefined);
}
