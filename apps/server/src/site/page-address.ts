/**
 * The query parameters a page of the site reads (content lists' `page`, booking's `edit`, login's
 * and registration's `next`, tracking's `trip`); no other one changes what is rendered.
 */
const PAGE_PARAMS = ['page', 'edit', 'next', 'trip'] as const;

/**
 * The address a page is rendered and kept for (issue 31 point 6): the path with only the
 * parameters a page reads, once each, in one order. `/?utm=<anything>` is `/`, so made-up
 * parameters neither cost a render nor push real pages out of the page cache.
 */
export function pageAddress(url: string): string {
  const address = new URL(url, 'http://site.invalid');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = address.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${address.pathname}?${query}` : address.pathname;
}
