import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@fairfare/contracts/languages';
import { BUNDLED, i18nOptions, lazyLocales, NAMESPACES } from '../../shared/i18n/i18n';

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
 * The translations a page used, for it to hydrate with: the namespaces its components asked for,
 * except those bundled with the site's first script and the server messages, which the site
 * loads itself right after (nothing on a rendered page shows one).
 */
export function usedTranslations(instance: I18n): Record<string, Record<string, unknown>> {
  const bundled: readonly string[] = BUNDLED;
  const used = instance.reportNamespaces?.getUsedNamespaces() ?? [];
  const translations: Record<string, Record<string, unknown>> = {};
  for (const namespace of used) {
    if (bundled.includes(namespace) || namespace === 'messages') continue;
    const bundle = instance.getResourceBundle(instance.language, namespace) as
      Record<string, unknown> | undefined;
    if (bundle) translations[namespace] = bundle;
  }
  return translations;
}
