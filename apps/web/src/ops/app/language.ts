import type { i18n as I18n } from 'i18next';
import type { Language } from '@fairfare/contracts/languages';

/** The back office's screens are written in English only. */
export const OPS_LANGUAGE: Language = 'en';

/**
 * Puts the shared i18n instance in English for the back office. That instance starts in the
 * language the rider site last used in this browser (its cookie or session value), so without
 * this the form kit's field errors and the service's messages came in Spanish or French on
 * English screens. The instance's own `changeLanguage` is used, not the site's: the rider's
 * remembered choice (cookie, stored value) stays as it is.
 */
export async function speakOpsLanguage(i18n: I18n): Promise<void> {
  await i18n.changeLanguage(OPS_LANGUAGE);
  // The form kit's texts and the server's message keys, before the first screen shows.
  await i18n.loadNamespaces(['common', 'messages']);
  // i18n.ts set the page's lang to the language it started in.
  document.documentElement.lang = OPS_LANGUAGE;
}
