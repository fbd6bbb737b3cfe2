import { isLanguage, type Language } from '@fairfare/contracts/languages';
import { config } from '../../shared/config';
import { dateText } from '../../shared/intl/intlText';

/** The interface language as the API knows it (English for anything unexpected). */
export function apiLanguage(language: string | undefined): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}

/**
 * A publication date in the interface language, e.g. "March 4, 2024" / "4 de marzo de 2024": the
 * UTC day, the same for every reader and for the service that renders the page (decision 020).
 */
export function formatPostDate(epochMs: number, language: string): string {
  return dateText(language, { dateStyle: 'long', timeZone: 'UTC' }, epochMs);
}

/** Plain-text body → paragraphs: blank lines separate them; empty ones are dropped. */
export function toParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Page number from the `?page=` query value: a whole number ≥ 1, else 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Number of pages for `total` items (at least 1, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** Image address of a post: absolute URLs as they are, server paths under the API's origin. */
export function postImageUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${config.apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
