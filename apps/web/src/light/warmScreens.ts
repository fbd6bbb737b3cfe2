import { SCREEN_PATHS } from '../app/screenPaths';

/** How long the pointer rests on a link before its screen is warmed (a pass over it does not). */
export const REST_MS = 100;

/** A tag of a page's HTML, and one of its attributes (quoted, as the service writes them). */
const TAG = /<(?:script|link)\b[^>]*>/g;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);

/** A file a screen's page loads, and what it is (a prefetch's `as`). */
export interface ScreenFile {
  url: string;
  as: 'script' | 'style';
}

/**
 * What a screen's page loads first, in its order: its module scripts, and the stylesheets it
 * links (a rendered page carries its styles inline, beside `disabled` links never fetched). Read
 * from the text: a parsed copy of the page (DOMParser) would apply its inline styles under this
 * page's Content Security Policy, which refuses them.
 */
export function screenFiles(html: string): ScreenFile[] {
  return [...html.matchAll(TAG)].flatMap(([tag]): ScreenFile[] => {
    const value = (name: string) => attribute(tag, name)?.[1];
    if (tag.startsWith('<script') && value('type') === 'module') {
      const url = value('src');
      return url ? [{ url, as: 'script' }] : [];
    }
    const url = value('href');
    if (!url) return [];
    if (value('rel') === 'modulepreload') return [{ url, as: 'script' }];
    if (value('rel') === 'stylesheet' && !attribute(tag, 'disabled')) {
      return [{ url, as: 'style' }];
    }
    return [];
  });
}

/** The page at `url` as the browser would get it, at low priority. */
export type FetchPage = (url: string) => Promise<string>;

const fetchPage: FetchPage = (url) =>
  fetch(url, { headers: { accept: 'text/html' }, priority: 'low' }).then((response) =>
    response.ok ? response.text() : Promise.reject(new Error(`${url}: ${response.status}`)),
  );

/** Whether the rider asked the browser to save data (the Network Information API, where known). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * An app screen's scripts fetched ahead on a content page (issue 27): moving from a content page to
 * an app screen is a document navigation, and the screen's ~45 module scripts then came from the
 * network after its HTML, ~100 ms of the press on Book Now here (more on a phone's network). When
 * the rider is about to open a screen (the pointer rests on its link, a touch or a press starts on
 * it, the keyboard reaches it), its page is fetched (the one the navigation revalidates) and every
 * script and stylesheet it links goes into the browser's cache as a `prefetch`, which the
 * navigation then finds there. Once per screen; never for a rider who saves data. Browsers with
 * the speculation rules also prerender on the press (speculation-rules.ts), which finds them too.
 */
export function enhanceScreenWarming(root: Document, getPage: FetchPage = fetchPage): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  const warmed = new Set<string>();
  let resting: ReturnType<typeof setTimeout> | undefined;

  const screenOf = (target: EventTarget | null): string | undefined => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.origin !== root.location.origin) return undefined;
    return SCREEN_PATHS.includes(link.pathname) ? link.pathname : undefined;
  };

  const warm = (path: string) => {
    if (warmed.has(path) || savesData()) return;
    warmed.add(path);
    getPage(path).then(
      (html) => prefetchFiles(root, screenFiles(html)),
      // only a head start: the navigation fetches what this could not
      () => warmed.delete(path),
    );
  };

  const now = (event: Event) => {
    const path = screenOf(event.target);
    if (path) warm(path);
  };
  root.addEventListener('pointerdown', now, { passive: true, signal });
  root.addEventListener('focusin', now, { signal });
  root.addEventListener(
    'pointerover',
    (event) => {
      const path = screenOf(event.target);
      clearTimeout(resting);
      if (path) resting = setTimeout(() => warm(path), REST_MS);
    },
    { signal },
  );
  root.addEventListener('pointerout', () => clearTimeout(resting), { signal });
  // stops listening (the tests)
  return () => {
    clearTimeout(resting);
    listening.abort();
  };
}

/** Adds a `prefetch` for each of `files` that `root` does not have yet. */
function prefetchFiles(root: Document, files: ScreenFile[]): void {
  const have = new Set(
    [
      ...root.querySelectorAll<HTMLElement>(
        'script[src], link[rel="modulepreload"], link[rel="stylesheet"], link[rel="prefetch"]',
      ),
    ].map((element) => element.getAttribute('src') ?? element.getAttribute('href')),
  );
  for (const file of files) {
    if (have.has(file.url)) continue;
    have.add(file.url);
    const link = root.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', file.as);
    // as the page will ask for them (its module scripts and styles are `crossorigin`), so that
    // the navigation uses what this fetched
    link.crossOrigin = 'anonymous';
    link.href = file.url;
    root.head.append(link);
  }
}
