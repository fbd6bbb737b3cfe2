import { useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_LOGIN, NEXT_PARAM, safeNextPath } from './paths';
import { isLoggedIn, isRestoringSession, subscribeSession } from './session';

/**
 * Whether the visitor is authenticated: the session's 'logged in' flag (spec §6). Follows the
 * session store (login and logout in this tab show at once) and other tabs (`storage` event);
 * the location makes the caller render again on every route change, which reads the flag afresh.
 */
export function useIsLoggedIn(): boolean {
  useLocation();
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
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
