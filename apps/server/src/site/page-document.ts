import { PAGE_STATE_ID, RIDE_ISLAND_ID } from '@fairfare/contracts/site-render';
import type { Language } from '@fairfare/contracts/languages';
import { styleHash, type StyleText } from './inline-styles.ts';
import type { FirstScript, PageAssets } from './page-assets.ts';

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
  /**
   * How it reaches the browser (the route table, issue 27): `app` hydrated by the React app (the
   * default), `content` without React, with its first script.
   */
  render?: 'content' | 'app';
  /** A content page for a rider with a trip to show: the ride overlay island's element. */
  rideIsland?: boolean;
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

/** A rendered page's HTML, and the CSP sources of the styles it carries inline. */
export interface RenderedDocument {
  html: string;
  /** `'sha256-…'` of each `<style>` element the page carries (none when all are linked). */
  styleHashes: string[];
}

/**
 * The site's scripts in index.html (its entry and the entry's module preloads), which a rendered
 * page fetches at low priority: they hydrate a page already painted, and fetched at the browser's
 * default (high) priority they compete with the page and its images for a slow network.
 */
const TEMPLATE_SCRIPT = /<(script type="module"|link rel="modulepreload")/g;

/** The site's script in index.html and its module preloads: no part of a content page. */
const TEMPLATE_SCRIPT_TAGS =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** The stylesheets index.html links (the entry's, written by the build). */
const TEMPLATE_STYLESHEET = /<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g;

/**
 * The page's stylesheets, in their order (the cascade keeps it): each one whose text `styleText`
 * has is written into the head as a `<style>` element, beside a `disabled` link to the same
 * address, which the browser does not fetch but which tells the site's script loader that the
 * sheet is there (it would otherwise fetch it again when it loads the page's script); the others
 * are linked.
 */
function styleElements(hrefs: string[], styleText: StyleText | undefined) {
  const hashes: string[] = [];
  const elements = hrefs.map((href) => {
    const css = styleText?.(href);
    const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
    if (css === undefined) return `${link}>`;
    hashes.push(styleHash(css));
    return `<style>${css}</style>${link} disabled>`;
  });
  return { html: elements.join(''), hashes };
}

/**
 * A content page (issue 27, decision 028): the rendered markup and its styles, with the first
 * script (`first`, which does not bring React) in place of the site's; no page data, since no
 * React hydrates it; and, for a rider with a trip to show, the ride overlay island's element.
 */
function contentDocument(
  template: string,
  page: PageParts,
  styles: { html: string },
  first: FirstScript | null,
): string {
  const script = first
    ? [
        ...first.preloads.map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
        ),
        `<script type="module" crossorigin src="${escapeHtml(first.src)}"></script>`,
      ].join('')
    : '';
  let html = template.replace(TEMPLATE_STYLESHEET, '').replace(TEMPLATE_SCRIPT_TAGS, '');
  html = replaceOnce(html, /<html\b[^>]*>/, `<html lang="${page.language}">`, '<html>');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(html, /<\/head>/, `${styles.html}${page.head}${script}</head>`, '</head>');
  const island = page.rideIsland ? `<div id="${RIDE_ISLAND_ID}"></div>` : '';
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>${island}`,
    'empty root element',
  );
}

/**
 * The site's index.html (as the build wrote it, with its script and styles) made into a rendered
 * page: its language, its title, the styles and scripts of its page module, the rendered markup
 * in the root element and the page's data beside it. With `styleText`, the styles of the entry and
 * of the page go into the head as text (their CSP hashes come with the page). Its scripts are
 * fetched at low priority: nothing of its first paint waits for them.
 */
export function pageDocument(
  template: string,
  page: PageParts,
  assets: PageAssets,
  styleText?: StyleText,
  first: FirstScript | null = null,
): RenderedDocument {
  const entryStyles = [...template.matchAll(TEMPLATE_STYLESHEET)].map((match) => match[1]!);
  const styles = styleElements([...entryStyles, ...assets.styles], styleText);
  if (page.render === 'content') {
    return { html: contentDocument(template, page, styles, first), styleHashes: styles.hashes };
  }
  const links = [
    styles.html,
    ...assets.scripts.map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    ),
    page.head,
  ].join('');
  let html = template
    .replace(TEMPLATE_STYLESHEET, '')
    .replace(TEMPLATE_SCRIPT, (tag) => `${tag} fetchpriority="low"`);
  html = replaceOnce(html, /<html\b[^>]*>/, `<html lang="${page.language}">`, '<html>');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(html, /<\/head>/, `${links}</head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`,
    'empty root element',
  );
  return { html, styleHashes: styles.hashes };
}
