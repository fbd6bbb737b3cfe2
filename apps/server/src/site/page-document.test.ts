import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '@fairfare/contracts/site-render';
import { SITE_INDEX } from '../../test/helpers/site.ts';
import { pageDocument, scriptJson } from './page-document.ts';

const page = {
  language: 'es' as const,
  title: 'Blog · FairFare',
  html: '<main><h1>Blog</h1></main>',
  head: '<link rel="preload" as="image" href="/logo.svg"/>',
  state: { language: 'es', queries: [] },
};
const assets = { styles: ['/assets/blog.css'], scripts: ['/assets/blog.js'] };

/** The JSON text of the page's data element. */
function stateText(html: string): string {
  const found = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!found) throw new Error('no page data');
  return found[1]!;
}

describe('a rendered page made of index.html', () => {
  it('has the language, the title, the page markup, its links and its data', () => {
    const html = pageDocument(SITE_INDEX, page, assets);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Blog · FairFare</title>');
    expect(html).not.toContain('Name your fare');
    expect(html).toContain('<div id="root"><main><h1>Blog</h1></main></div>');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/blog.css"><link rel="modulepreload" crossorigin href="\/assets\/blog.js"><link rel="preload" as="image" href="\/logo.svg"\/><\/head>/,
    );
    // the site's own entry stays
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(JSON.parse(stateText(html))).toEqual(page.state);
  });

  it('keeps its data data: no text in it ends the element or opens markup', () => {
    const hostile = {
      ...page,
      state: { title: '</script><script>alert(1)</script><!-- & \u2028 "quoted"' },
    };
    const html = pageDocument(SITE_INDEX, hostile, assets);
    const text = stateText(html);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(hostile.state);
    expect(html.match(/<script/g)).toHaveLength(2); // the site's entry and the data
    expect(scriptJson('a<b')).toBe('"a\\u003cb"');
  });

  it('escapes the title, and takes no `$` in the page as a replacement pattern', () => {
    const html = pageDocument(
      SITE_INDEX,
      { ...page, title: 'Fares < $5 & "more"', html: "<p>$& $' $` $1</p>" },
      assets,
    );
    expect(html).toContain('<title>Fares &lt; $5 &amp; &quot;more&quot;</title>');
    expect(html).toContain('<div id="root"><p>$& $\' $` $1</p></div>');
  });

  it('refuses an index.html it cannot fill (the plain site is sent instead)', () => {
    expect(() => pageDocument('<html><body></body></html>', page, assets)).toThrow(/has no/);
    expect(() =>
      pageDocument(
        SITE_INDEX.replace('<div id="root"></div>', '<div id="app"></div>'),
        page,
        assets,
      ),
    ).toThrow(/root/);
  });
});
