import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readLoggedIn } from '../storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether the visitor is authenticated: the session's 'logged in' flag (spec §6). Re-read when
 * another document changes storage (`storage` event) and on every route change (the location
 * makes the caller render again, and the snapshot is read afresh on each render).
 */
export function useIsLoggedIn(): boolean {
  useLocation();
  return useSyncExternalStore(subscribe, readLoggedIn, () => false);
}
