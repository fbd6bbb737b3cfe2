import { pageRouteAt } from './router';

/**
 * The content page a click on a link of this site goes to, if it does; null for any other click
 * (another site, a new tab, a download, an app screen, a modified click, one handled already).
 */
export function contentPageOf(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== origin) return null;
  return pageRouteAt(url.pathname).render === 'content' ? url.pathname : null;
}

/**
 * From an app screen, a link to a content page is a document navigation (issue 27, decision 035):
 * the content page then comes as the service's HTML with its light script (a first visit's
 * weight, prerendered by the Speculation Rules), not as React's page module. React Router's links
 * move inside the app on a click they receive; this listener, ahead of them (capture, on the
 * window), keeps such clicks from them, and the browser follows the link itself.
 */
export function followContentLinksAsDocuments(win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    if (contentPageOf(event, win.location.origin) !== null) event.stopPropagation();
  };
  win.addEventListener('click', onClick, { capture: true });
  return () => win.removeEventListener('click', onClick, { capture: true });
}
