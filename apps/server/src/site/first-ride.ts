import type { FastifyBaseLogger } from 'fastify';
import type { FirstRide, RenderRide } from '@fairfare/contracts/site-render';
import type { Language } from '@fairfare/contracts/languages';
import { CompressedPage } from './compressed-page.ts';

/**
 * A rendered page with the rider's ride in progress at the start of its body (issue 38 point 11,
 * decision 061): on a slow network the page's scripts take seconds, and the ride's status and
 * OTP are what the rider opened the page for. The page itself stays the cached one, shared by
 * every rider; only this copy is the rider's, made for the request and never kept.
 */
export async function withFirstRide(
  page: CompressedPage,
  ride: FirstRide,
  language: Language,
  renderRide: RenderRide,
  log: FastifyBaseLogger,
): Promise<CompressedPage> {
  try {
    const card = await renderRide({ language, ride });
    const html = insertAtBodyStart(page.html.toString('utf8'), card);
    return new CompressedPage(page.status, html, page.styleHashes, true);
  } catch (err) {
    // the page without it: the overlay shows the ride once its script is there
    log.error({ err }, 'the ride of the first paint could not be rendered');
    return page;
  }
}

/** `markup` as the first child of the document's body (first in the HTML the browser parses). */
export function insertAtBodyStart(html: string, markup: string): string {
  const body = /<body\b[^>]*>/.exec(html);
  if (!body) throw new Error('the page has no <body>');
  const at = body.index + body[0].length;
  return html.slice(0, at) + markup + html.slice(at);
}
