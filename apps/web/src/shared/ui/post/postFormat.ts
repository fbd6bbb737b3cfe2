import { config } from '../../config';
import { dateText } from '../../intl/intlText';

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

/** Image address of a post: absolute URLs as they are, server paths under the API's origin. */
export function postImageUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${config.apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
