import type { i18n as I18n } from 'i18next';
import type { Language } from '@fairfare/contracts/languages';
import {
  deviceStartLanguage,
  rememberLanguage,
  startLanguage,
} from '../../shared/i18n/appLanguage';
import { loadOpsTexts, OPS_NAMESPACE } from '../shared/texts';

/**
 * The back office's language (decision 065): each staff member's own choice, saved on their
 * account. Before anyone signs in, the last choice made in this browser, else the browser's first
 * language the back office speaks, else English. The riders' site's choice (its cookie and stored
 * value) is neither followed nor changed: a staff member's browser may be a rider's too.
 */
const STORAGE_KEY = 'ff_ops_language';

/** The language before sign-in: the last choice in this browser, else the browser's, else English. */
export const opsStartLanguage = startLanguage;

/** Remembers a staff member's language in this browser, for the next sign-in page. */
export function rememberOpsLanguage(language: Language): void {
  rememberLanguage(STORAGE_KEY, language);
}

/**
 * Puts the shared i18n instance in `language` for the back office: its own texts first (so no
 * screen shows keys), then the form kit's and the service's messages. The instance's own
 * `changeLanguage` is used, not the site's: the rider's remembered choice stays as it is.
 */
export async function speakOpsLanguage(
  i18n: I18n,
  language: Language = deviceStartLanguage(STORAGE_KEY),
): Promise<void> {
  i18n.addResourceBundle(language, OPS_NAMESPACE, await loadOpsTexts(language), true, true);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'messages']);
  // i18n.ts set the page's lang to the language it started in; ops.html's title is English.
  document.documentElement.lang = language;
  document.title = i18n.t('shell.brand', { ns: OPS_NAMESPACE });
}
