import { PAGE_STATE_ID } from '@fairfare/contracts/site-render';
import type { Language } from '@fairfare/contracts/languages';
import type { PageAssets } from './page-assets.ts';

/** What goes into the site's index.html to make a rendered page of it. */
export interface PageParts {
  language: Language;
  title: string;
  /** The markup of the root element. */
  html: string;
  /** Elements for the head that React hoisted (preloads). */
  head: string;
  /** The page's data (JSON). */
  state: unknown;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * JSON for a `<script type="application/json">`: data, never run (the Content Security Policy
 * allows no inline script), and every `<` escaped, so that no text in it (`</script>`, `<!--`)
 * can end the element early or open markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Replaces the one match of `pattern` in `text` (as text, never as a replacement pattern). */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`the site's index.html has no ${what}`);
  return text.replace(pattern, () => replacement);
}

/**
 * The site's index.html (as the build wrote it, with its script and styles) made into a rendered
 * page: its language, its title, the styles and scripts of its page module, the rendered markup
 * in the root element and the page's data beside it.
 */
export function pageDocument(template: string, page: PageParts, assets: PageAssets): string {
  const links = [
    ...assets.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    page.head,
  ].join('');
  let html = replaceOnce(template, /<html\b[^>]*>/, `<html lang="${page.language}">`, '<html>');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(html, /<\/head>/, `${links}</head>`, '</head>');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`,
    'empty root element',
  );
}
