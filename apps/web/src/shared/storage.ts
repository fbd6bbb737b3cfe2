import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fairfare/contracts/languages';

/**
 * Keys of the values the site keeps in the browser (spec §3 "Session values"). Session values
 * live in sessionStorage as the spec says; the language is also remembered in localStorage so
 * that a new tab opens in the rider's language.
 */
export const storageKeys = {
  language: 'language',
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
    () => sessionStorage.getItem(storageKeys.language) ?? localStorage.getItem(storageKeys.language),
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

/** Clears every value the site keeps (used when a session ends). */
export function clearAllStorage(): void {
  safe(() => {
    sessionStorage.clear();
    localStorage.clear();
  }, undefined);
}
