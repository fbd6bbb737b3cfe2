import i18next, { type BackendModule, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { formatNumber } from '../hooks/useFormatNumber';
import { pageHydrated } from '../pageHydration';
import { readPageState } from '../pageState';
import {
  readLanguageCookie,
  readStoredLanguage,
  writeLanguage,
  writeLanguageCookie,
} from '../storage';

/**
 * Every namespace is its own chunk, loaded when a page needs it (react-i18next suspends until it
 * is there), so the first script carries none, nor the map of where they are (localeFiles.ts): a
 * page the service rendered brings the ones it shows (decision 020), and a page rendered in the
 * browser waits for the shell's (app/boot.tsx). Server messages (`messages`) load right after the
 * first render, before anyone can meet one.
 */
/** The namespaces of the site's frame, which every page shows (header, footer, not-found). */
export const SHELL_NAMESPACES = ['common', 'notFound'] as const;

export const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    import('./localeFiles')
      .then(({ loadLocale }) => loadLocale(language, namespace))
      .then(
        (data) => callback(null, data ?? {}),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
      );
  },
};

/** The options of every instance: the site's, and the service's when it renders pages. */
export function i18nOptions(language: Language, resources: Resource = {}) {
  return {
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [...SHELL_NAMESPACES],
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  } satisfies InitOptions;
}

/**
 * The language the site starts in: a page rendered by the service is hydrated in the language it
 * was rendered in (its HTML must match); otherwise the rider's choice (the switcher's cookie,
 * then the session value), else English.
 */
function startLanguage(): Language {
  return (
    readPageState()?.language ?? readLanguageCookie() ?? readStoredLanguage() ?? DEFAULT_LANGUAGE
  );
}

/** A rendered page's translations (so that it hydrates at once); none otherwise. */
function startResources(): Resource {
  return readPageState()?.translations ?? {};
}

export const i18n = i18next.createInstance();

/** Resolves once the language and the shell's namespaces are there (at once for a rendered page). */
export const i18nReady = new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init(i18nOptions(startLanguage(), startResources()));

/**
 * Sets the page's `lang` when it differs (a rendered page has it already): setting it, even to
 * the same value, makes the browser work out the whole page's style again.
 */
function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);

/** The language last asked for while the page hydrated (the one applied once it has). */
let heldLanguage: Language | null = null;

/**
 * Switches the whole interface and remembers the choice: as the session value `language`, and in
 * the cookie that makes the service render the next pages in it. While a rendered page is still
 * hydrating, the switch waits until it has (decision 066: a part hydrating in the new language
 * against HTML in the old one was React's error #418), and only the last language asked for
 * meanwhile is applied.
 */
export async function changeLanguage(language: Language): Promise<void> {
  writeLanguage(language);
  writeLanguageCookie(language);
  heldLanguage = language;
  await pageHydrated();
  if (heldLanguage !== language) return;
  heldLanguage = null;
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * Translates a server message key (with its placeholder values, numbers written the interface
 * language's way: 8.5 in English, 8,5 in Spanish), else the server's English text.
 */
export function translateApiMessage(
  code: string | undefined,
  fallback: string,
  params?: Record<string, string | number>,
): string {
  if (!code || !i18n.exists(code, { ns: 'messages' })) return fallback;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, language) : value,
    ]),
  );
  return i18n.t(code, { ns: 'messages', ...values });
}

/**
 * The language a page rendered in `rendered` goes on in once hydrated: the rider's cookie, if
 * any, chose it already; without one the service followed Accept-Language, and a language the
 * rider chose before (the session value) wins.
 */
export function languageAfterHydration(
  rendered: Language,
  cookie: Language | null,
  stored: Language | null,
): Language {
  return cookie ? rendered : (stored ?? rendered);
}

/**
 * After a rendered page hydrated: switches to the rider's own choice if the page was rendered in
 * another language (once: the switch writes the cookie), else keeps the page's language as the
 * session value, which pages rendered in the browser read.
 */
export function settleLanguage(rendered: Language): void {
  const wanted = languageAfterHydration(rendered, readLanguageCookie(), readStoredLanguage());
  if (wanted !== rendered) void changeLanguage(wanted);
  else writeLanguage(rendered);
}
