import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { formatNumber } from '../hooks/useFormatNumber';
import { readLanguage, writeLanguage } from '../storage';

/**
 * Translations live in locales/<lang>/<namespace>.json, one namespace per area of the site.
 * English server messages come from the contracts package itself, so the key list has one source.
 * The namespaces every page needs are bundled with the first script; the others load with the
 * page that uses them (react-i18next suspends until they are there), which keeps the home page's
 * JavaScript small as the site grows. Server messages (`messages`) load right after the first
 * render (main.tsx), before anyone can meet one.
 */
type LocaleModule = { default: Record<string, unknown> };
const BUNDLED = ['common', 'notFound'] as const;
const files = import.meta.glob<LocaleModule>('./locales/*/{common,notFound}.json', {
  eager: true,
});
const lazyFiles = import.meta.glob<LocaleModule>([
  './locales/*/*.json',
  '!./locales/*/{common,notFound}.json',
]);

/** The specification writes placeholders as `{name}`; i18next reads `{{name}}`. */
async function loadEnglishMessages(): Promise<Record<string, string>> {
  const { messages } = await import('@fairfare/contracts/messages');
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

/** Every namespace there is (bundled or loaded on demand). */
export const NAMESPACES: string[] = [
  ...BUNDLED,
  ...new Set(Object.keys(lazyFiles).map((path) => /\/(\w+)\.json$/.exec(path)?.[1] ?? '')),
].filter(Boolean);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file = lazyFiles[`./locales/${language}/${namespace}.json`];
    const load =
      language === 'en' && namespace === 'messages'
        ? () => loadEnglishMessages().then((data) => ({ default: data }))
        : file;
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(files)) {
    const [, lang, ns] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    resources[lang] = { ...resources[lang], [ns]: mod.default };
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    partialBundledLanguages: true,
    lng: readLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [...BUNDLED],
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);

/** Switches the whole interface and remembers the choice as the session value `language`. */
export async function changeLanguage(language: Language): Promise<void> {
  writeLanguage(language);
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
