/**
 * Where the translations are: locales/<lang>/<namespace>.json, one namespace per area of the site,
 * each its own chunk. English server messages come from the contracts package itself, so the key
 * list has one source. This module (the map of every translation's chunk) is loaded with the first
 * translation asked for, not with the site's first script (i18n.ts `lazyLocales`): a page the
 * service rendered starts with its translations in the page.
 */
type LocaleModule = { default: Record<string, unknown> };
const files = import.meta.glob<LocaleModule>('./locales/*/*.json');

/** Every namespace there is. */
export const NAMESPACES: string[] = [
  ...new Set(Object.keys(files).map((path) => /\/(\w+)\.json$/.exec(path)?.[1] ?? '')),
].filter(Boolean);

/** The specification writes placeholders as `{name}`; i18next reads `{{name}}`. */
async function loadEnglishMessages(): Promise<Record<string, string>> {
  const { messages } = await import('@fairfare/contracts/messages');
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

/** The translations of `namespace` in `language`, or undefined when there is no such file. */
export async function loadLocale(
  language: string,
  namespace: string,
): Promise<Record<string, unknown> | undefined> {
  if (language === 'en' && namespace === 'messages') return loadEnglishMessages();
  const load = files[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : undefined;
}
