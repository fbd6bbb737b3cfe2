/**
 * Interface languages (docs/product/overview.md, constants.md). English is the fallback. This file stays free of zod so that
 * the site's first script can read it without loading the validation library
 * (the schema is in language-schema.ts).
 */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie in which the language switcher keeps the rider's choice, so that the service renders
 * pages in it (decision 020); without it the service follows Accept-Language.
 */
export const LANGUAGE_COOKIE = 'ff_language';

/**
 * The driver app's own choice of language (decision 057: apart from the riders'), kept for the
 * service to send the pre-rendered sign-in in it (decision 067); the app's phone storage decides.
 */
export const DRIVE_LANGUAGE_COOKIE = 'ff_drive_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when the site speaks it (a stored or asked-for language), else English. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
