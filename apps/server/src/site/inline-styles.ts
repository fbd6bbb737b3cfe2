import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of one of the build's stylesheets by its address, or undefined to link it instead. */
export type StyleText = (href: string) => string | undefined;

/** The CSP source that allows one `<style>` element with exactly this text. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * The built site's stylesheets (`/assets/….css`), read from dist once each, for a rendered page to
 * carry them in its head instead of linking them (decision 020: a page is styled with its HTML, no
 * stylesheet request stands between the HTML and its first paint). A file that is missing, not
 * under /assets/, or that holds text that would end a `<style>` element is left linked.
 */
export function builtStyles(distDir: string): StyleText {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!read.has(href)) read.set(href, readStyle(distDir, href));
    return read.get(href);
  };
}

function readStyle(distDir: string, href: string): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  try {
    const css = readFileSync(join(distDir, href), 'utf8');
    return /<\/style/i.test(css) ? undefined : css;
  } catch {
    return undefined;
  }
}
