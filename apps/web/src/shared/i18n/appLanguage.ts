import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fairfare/contracts/languages';

// The language of an app apart from the riders' site (the driver app, the back office): the
// choice last made in that app on this device, else the device's first language FairFare speaks
// (es-MX → es), else English. The riders' site's choice is neither followed nor changed: a
// driver's phone or a staff member's browser may be a rider's too. Each app keeps its choice
// under a key of its own.

/** The language to start in: `stored` if it is one, else the first of `deviceLanguages` known. */
export function startLanguage(stored: string | null, deviceLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of deviceLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The app's start language on this device, from its stored choice under `key`. */
export function deviceStartLanguage(key: string): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // private mode: nothing stored
  }
  return startLanguage(stored, navigator.languages ?? [navigator.language]);
}

/** Remembers the app's language on this device under `key` (in private mode, for this visit). */
export function rememberLanguage(key: string, language: Language): void {
  try {
    localStorage.setItem(key, language);
  } catch {
    // private mode: the choice lasts this visit
  }
}
