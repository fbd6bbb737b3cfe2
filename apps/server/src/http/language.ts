import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fairfare/contracts/languages';

/**
 * The languages of an Accept-Language header that the site speaks, best first: by quality, then
 * in the order given; a regional tag counts for its language (`es-MX` is `es`); `q=0` refuses.
 */
function acceptedLanguages(header: string): Language[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language as Language);
}

/**
 * The language a page is rendered in (decision 020): the one the rider chose with the switcher
 * (its cookie), else the first of the browser's languages the site speaks, else English.
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguages(acceptLanguage ?? '')[0] ?? DEFAULT_LANGUAGE;
}
