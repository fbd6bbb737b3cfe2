import { isLanguage, type Language } from '@fairfare/contracts/languages';
// The post's own display rules live with the post article the back office's preview shares.
export { formatPostDate, postImageUrl, toParagraphs } from '../../shared/ui/post/postFormat';

/** The interface language as the API knows it (English for anything unexpected). */
export function apiLanguage(language: string | undefined): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'en';
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
