import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_LOGIN, NEXT_PARAM, safeNextPath } from './paths';
import { isLoggedIn, isRestoringSession, subscribeSession } from './session';

/**
 * Whether the page the service renders is for a signed-in rider (it checked the session cookie):
 * a content page, which no script re-renders, shows My Account from it (issue 27). False
 * everywhere else: a page the browser hydrates renders signed out first, as rendered.
 */
export const RenderedSignedIn = createContext(false);

/**
 * Whether the visitor is authenticated: the session's 'logged in' flag (docs/product/roles.md). Follows the
 * session store (login and logout in this tab show at once) and other tabs (`storage` event);
 * the location makes the caller render again on every route change, which reads the flag afresh.
 * On the service, what the session cookie said (RenderedSignedIn).
 */
export function useIsLoggedIn(): boolean {
  useLocation();
  const rendered = useContext(RenderedSignedIn);
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => rendered);
}

/** Whether the session of a new tab is still being restored (false while rendered and hydrated). */
export function useSessionRestoring(): boolean {
  return useSyncExternalStore(subscribeSession, isRestoringSession, () => false);
}

/** The current page's path with its query (what `next` should bring the rider back to). */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** The safe `next` path of the current address, or null. */
export function useNextParam(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

/** Where to go once logged in: the safe `next` path, else My Account. */
export function useAfterLoginPath(): string {
  return useNextParam() ?? DEFAULT_AFTER_LOGIN;
}
