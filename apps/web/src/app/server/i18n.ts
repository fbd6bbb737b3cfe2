import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@fairfare/contracts/languages';
import { i18nOptions, lazyLocales, SHELL_NAMESPACES } from '../../shared/i18n/i18n';
import { NAMESPACES } from '../../shared/i18n/localeFiles';

/**
 * The service's translations: one instance holding every namespace it has loaded (they are
 * loaded once, then shared), and a clone of it in the page's language for each page it renders,
 * so that pages in different languages can render at the same time.
 */
const shared = i18next.createInstance();
void shared.use(lazyLocales).init(i18nOptions('en'));

/** An instance in `language` with every namespace loaded, for one page. */
export async function i18nFor(language: Language): Promise<I18n> {
  const instance = shared.cloneInstance({ lng: language });
  // the clone takes up its language in the background: the page renders once it has
  await instance.changeLanguage(language);
  await instance.loadNamespaces(NAMESPACES);
  return instance;
}

/**
 * The translations a page used, for it to hydrate with: the shell's namespaces and those its
 * components asked for, in its language, except the server messages, which the site loads itself
 * right after (nothing on a rendered page shows one); and, for a page not in English, the English
 * of the shell's namespaces, the fallback the site loads before it starts. With them the site
 * starts at once, in the page's language.
 */
export function usedTranslations(
  instance: I18n,
): Record<string, Record<string, Record<string, unknown>>> {
  const bundles = (language: string, namespaces: readonly string[]) => {
    const found: Record<string, Record<string, unknown>> = {};
    for (const namespace of namespaces) {
      const bundle = instance.getResourceBundle(language, namespace) as
        Record<string, unknown> | undefined;
      if (bundle) found[namespace] = bundle;
    }
    return found;
  };
  const used = new Set([
    ...SHELL_NAMESPACES,
    ...(instance.reportNamespaces?.getUsedNamespaces() ?? []),
  ]);
  used.delete('messages');
  const language = instance.language;
  return {
    [language]: bundles(language, [...used]),
    ...(language === 'en' ? {} : { en: bundles('en', SHELL_NAMESPACES) }),
  };
}
