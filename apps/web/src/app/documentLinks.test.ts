import { afterEach, describe, expect, it, vi } from 'vitest';
import { followContentLinksAsDocuments } from './documentLinks';

/** A click on a link to `href`, as the browser dispatches it, and whether the app's router saw it. */
function click(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  document.body.innerHTML = `<div id="root"><a href="${href}">go</a></div>`;
  const link = document.querySelector('a')!;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const router = vi.fn();
  document.getElementById('root')!.addEventListener('click', router);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return router.mock.calls.length > 0;
}

let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('links from an app screen (decision 035)', () => {
  it.each(['/blog', '/contact-us', '/about-us', '/', '/blog-detail/fares-explained'])(
    'to the content page %s are left to the browser: a document navigation',
    (href) => {
      stop = followContentLinksAsDocuments();
      expect(click(href)).toBe(false);
    },
  );

  it.each(['/booknow', '/login', '/profile', '/track?token=a'])(
    'to the app screen %s stay with the app router',
    (href) => {
      stop = followContentLinksAsDocuments();
      expect(click(href)).toBe(true);
    },
  );

  it('to another site, in a new tab or with a modifier are not touched', () => {
    stop = followContentLinksAsDocuments();
    expect(click('https://elsewhere.example/blog')).toBe(true);
    expect(click('/blog', {}, { target: '_blank' })).toBe(true);
    expect(click('/blog', { ctrlKey: true })).toBe(true);
  });
});
