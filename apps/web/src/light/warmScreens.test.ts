import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceScreenWarming, REST_MS, screenFiles } from './warmScreens';

/** An app screen's page as the service sends it: its entry, module preloads and inline styles. */
const BOOKNOW_PAGE = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/BookNowPage-1.js">
  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/first-1.js">
  <style>h1{}</style><link rel="stylesheet" crossorigin href="/assets/BookNowPage-1.css" disabled>
  <link rel="stylesheet" crossorigin href="/assets/map-1.css">
</head><body><div id="root"></div></body></html>`;

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let getPage: ReturnType<typeof vi.fn<(url: string) => Promise<string>>>;
let stop: () => void;

beforeEach(() => {
  document.head.innerHTML =
    '<link rel="modulepreload" crossorigin href="/assets/first-1.js"><script type="module" src="/assets/light-1.js"></script>';
  document.body.innerHTML = `<header>
    <a href="/booknow">Book <span>Now</span></a>
    <a href="/blog">Blog</a>
    <a href="https://elsewhere.example/booknow">Elsewhere</a>
  </header>`;
  getPage = vi.fn(() => Promise.resolve(BOOKNOW_PAGE));
  stop = enhanceScreenWarming(document, getPage);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const link = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

describe("an app screen's scripts fetched ahead on a content page (issue 27)", () => {
  it('on a press on its link: every script and linked stylesheet of its page, as a prefetch, once', async () => {
    link('Book Now')
      .querySelector('span')!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(getPage).toHaveBeenCalledWith('/booknow');
    expect(prefetched()).toEqual([
      { href: '/assets/index-1.js', as: 'script', crossOrigin: 'anonymous' },
      { href: '/assets/react-1.js', as: 'script', crossOrigin: 'anonymous' },
      { href: '/assets/BookNowPage-1.js', as: 'script', crossOrigin: 'anonymous' },
      // first-1.js: this page has it already; BookNowPage-1.css: inline on that page, never fetched
      { href: '/assets/map-1.css', as: 'style', crossOrigin: 'anonymous' },
    ]);

    link('Book Now').dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(getPage).toHaveBeenCalledOnce();
    expect(prefetched()).toHaveLength(4);
  });

  it('when the pointer rests on its link, not when it passes over it', async () => {
    vi.useFakeTimers();
    const over = (name: string) =>
      link(name).dispatchEvent(new Event('pointerover', { bubbles: true }));
    over('Book Now');
    link('Book Now').dispatchEvent(new Event('pointerout', { bubbles: true }));
    vi.advanceTimersByTime(REST_MS * 2);
    expect(getPage).not.toHaveBeenCalled();

    over('Book Now');
    vi.advanceTimersByTime(REST_MS);
    expect(getPage).toHaveBeenCalledWith('/booknow');
  });

  it('never for a content page or another site', async () => {
    for (const name of ['Blog', 'Elsewhere']) {
      link(name).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    }
    await settle();
    expect(getPage).not.toHaveBeenCalled();
  });

  it('never for a rider who saves data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    try {
      link('Book Now').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
      expect(getPage).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tries again on the next sign of intent when the page could not be fetched', async () => {
    getPage.mockRejectedValueOnce(new Error('offline'));
    link('Book Now').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(prefetched()).toEqual([]);
    link('Book Now').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(getPage).toHaveBeenCalledTimes(2);
    expect(prefetched()).toHaveLength(4);
  });

  it("reads a page's files from its text, as the service writes its tags", () => {
    expect(screenFiles(BOOKNOW_PAGE)).toEqual([
      { url: '/assets/index-1.js', as: 'script' },
      { url: '/assets/react-1.js', as: 'script' },
      { url: '/assets/BookNowPage-1.js', as: 'script' },
      { url: '/assets/first-1.js', as: 'script' },
      { url: '/assets/map-1.css', as: 'style' },
    ]);
    expect(
      screenFiles(
        '<script src="/classic.js"></script><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/a.css" disabled/>',
      ),
    ).toEqual([]);
  });
});
