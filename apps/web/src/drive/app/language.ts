import type { i18n as I18n } from 'i18next';
import { DRIVE_LANGUAGE_COOKIE, type Language } from '@fairfare/contracts/languages';
import {
  deviceStartLanguage,
  rememberLanguage,
  startLanguage,
} from '../../shared/i18n/appLanguage';
import { DRIVE_NAMESPACE, loadDriveTexts } from '../shared/texts';

/** Where the driver's own choice of language is kept on this phone (apart from the riders'). */
const STORAGE_KEY = 'ff_drive_language';

/**
 * The language the driver app speaks: the driver's choice made in the app, else the phone's first
 * language the app knows (es-MX → es), else English (shared/i18n/appLanguage.ts).
 */
export const driverLanguage = startLanguage;

/** Switches the app (its texts, the form kit's, the service's messages) to `language`. */
async function speak(
  i18n: I18n,
  language: Language,
  texts = loadDriveTexts(language),
): Promise<void> {
  await i18n.changeLanguage(language);
  await Promise.all([
    i18n.loadNamespaces(['common', 'messages']),
    texts.then((loaded) => i18n.addResourceBundle(language, DRIVE_NAMESPACE, loaded, true, true)),
  ]);
  // re-render what shows the driver namespace now that its texts are there
  await i18n.changeLanguage(language);
  // only when it changes: setting it makes the browser work out the whole page's style again
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * The app's start: the driver's language, its texts loaded before the first screen shows. The
 * app's own texts and the service's messages are asked for at once, while i18n starts (`ready`),
 * not after it (decision 067): one wait on the network instead of three in a row.
 */
export async function speakDriverLanguage(i18n: I18n, ready: Promise<void>): Promise<void> {
  const language = deviceStartLanguage(STORAGE_KEY);
  const texts = loadDriveTexts(language);
  if (i18n.language === language) void i18n.loadNamespaces(['messages']);
  await ready;
  await speak(i18n, language, texts);
}

/** A year, as the riders' language cookie. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The driver's language switcher: switches and remembers the choice on this phone, and tells the
 * service in a cookie of the app's own (decision 067), so that the sign-in it sends ready-made is
 * in that language too.
 */
export async function chooseDriverLanguage(i18n: I18n, language: Language): Promise<void> {
  rememberLanguage(STORAGE_KEY, language);
  document.cookie = `${DRIVE_LANGUAGE_COOKIE}=${language}; path=/drive; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  await speak(i18n, language);
}
