import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { messages } from '@fairfare/contracts/messages';
import { readLanguage, writeLanguage } from '../storage';

/**
 * Translations live in locales/<lang>/<namespace>.json, one namespace per area of the site.
 * English server messages come from the contracts package itself, so the key list has one source.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

/** The specification writes placeholders as `{name}`; i18next reads `{{name}}`. */
const englishMessages = Object.fromEntries(
  Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
);

export function buildResources(): Resource {
  const resources: Resource = { en: { messages: englishMessages } };
  for (const [path, mod] of Object.entries(files)) {
    const [, lang, ns] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    resources[lang] = { ...resources[lang], [ns]: mod.default };
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: readLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common', 'messages', 'notFound', 'home', 'pages', 'content', 'contact'],
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

/** Translates a server message key (with its placeholder values), else the server's English text. */
export function translateApiMessage(
  code: string | undefined,
  fallback: string,
  params?: Record<string, string | number>,
): string {
  return code && i18n.exists(code, { ns: 'messages' }) ? i18n.t(code, { ns: 'messages', ...params }) : fallback;
}
