import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is online, as react-query sees it (its onlineManager follows the
 * window's `online` and `offline` events, pauses queries while offline and refetches them when
 * the network returns), so that a component and the queries never disagree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
