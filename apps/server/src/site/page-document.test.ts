import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '@fairfare/contracts/site-render';
import { SITE_INDEX } from '../../test/helpers/site.ts';
import { styleHash } from './inline-styles.ts';
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
    const html = pageDocument(SITE_INDEX, page, assets).html;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Blog · FairFare</title>');
    expect(html).not.toContain('Name your fare');
    expect(html).toContain('<div id="root"><main><h1>Blog</h1></main></div>');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/blog.css"><link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/blog.js"><link rel="preload" as="image" href="\/logo.svg"\/><\/head>/,
    );
    // the site's own entry stays, fetched at low priority: the page is painted without it
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(
      html.match(/<(script type="module"|link rel="modulepreload") (?!fetchpriority="low")/g),
    ).toBeNull();
    expect(JSON.parse(stateText(html))).toEqual(page.state);
  });

  it("links the entry's and the page's stylesheets, in order, when it has no style texts", () => {
    const { html, styleHashes } = pageDocument(SITE_INDEX, page, assets);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/blog.css">',
    );
    expect(html).not.toContain('<style');
    expect(styleHashes).toEqual([]);
  });

  it('carries the styles it has the text of, in their order, with their CSP hashes', () => {
    const texts: Record<string, string> = {
      '/assets/index-abc.css': 'body{margin:0}',
      '/assets/blog.css': '.post{color:red}',
    };
    const { html, styleHashes } = pageDocument(SITE_INDEX, page, assets, (href) => texts[href]);
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>' +
        '<style>.post{color:red}</style><link rel="stylesheet" crossorigin href="/assets/blog.css" disabled>',
    );
    // no stylesheet is fetched: the only links left to them are the disabled markers
    expect(
      html.match(/<link rel="stylesheet"[^>]*>/g)?.every((l) => l.endsWith(' disabled>')),
    ).toBe(true);
    expect(styleHashes).toEqual([styleHash('body{margin:0}'), styleHash('.post{color:red}')]);
    expect(styleHash('body{margin:0}')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('links a stylesheet whose text it does not have', () => {
    const { html, styleHashes } = pageDocument(SITE_INDEX, page, assets, (href) =>
      href === '/assets/blog.css' ? '.post{}' : undefined,
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><style>.post{}</style>',
    );
    expect(styleHashes).toEqual([styleHash('.post{}')]);
  });

  it('keeps its data data: no text in it ends the element or opens markup', () => {
    const hostile = {
      ...page,
      state: { title: '</script><script>alert(1)</script><!-- & \u2028 "quoted"' },
    };
    const html = pageDocument(SITE_INDEX, hostile, assets).html;
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
    ).html;
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
