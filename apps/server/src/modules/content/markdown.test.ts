import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders paragraphs, emphasis, lists and links', () => {
    const html = renderMarkdown(
      'Hola **mundo**\n\n- uno\n- dos\n\n[FairFare](https://fairfare.example)',
    );
    expect(html).toContain('<p>Hola <strong>mundo</strong></p>');
    expect(html).toContain('<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>');
    expect(html).toContain(
      '<a href="https://fairfare.example" rel="noopener noreferrer">FairFare</a>',
    );
  });

  it('shows typed HTML as text and drops script links and foreign images', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n![a](https://evil.example/t.png)\n\n![b](/media/content/3)',
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript/);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<img src="/media/content/3" alt="b" />');
  });

  it('keeps no style or event attribute and turns a heading 1 into a 2', () => {
    const html = renderMarkdown('# Title\n\n<img src=x onerror=alert(1)>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<[^>]*(onerror|style)=/);
  });
});
