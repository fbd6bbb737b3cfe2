import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown as editors write it, made into HTML the public pages can show. markdown-it runs with
 * raw HTML off (typed HTML shows as text); sanitize-html then keeps only the tags a post uses,
 * links to http(s)/mailto (opened without the page as opener), images from the site itself, and
 * no attribute that could carry style or script (the site's CSP forbids inline styles anyway).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A heading 1 is the page's title: the body's headings start at 2.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith('/'),
};
sanitizeOptions.allowedAttributes = {
  ...(sanitizeOptions.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel'],
};

/** The sanitised HTML of a Markdown body. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions).trim();
}
