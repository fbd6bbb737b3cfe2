import { useSyncExternalStore } from 'react';

/**
 * Whether this page has raised a toast yet: the toast container mounts then (decision 066). A
 * module of its own, without react-toastify, so that the layout in every page's first script can
 * ask it (the library comes with the first toast, shared/ui/toast.ts).
 */
let raised = false;
const listeners = new Set<() => void>();

/** Called by `toast` (shared/ui/toast.ts) whenever it raises one. */
export function noteToastRaised(): void {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been raised on this page yet (never while the service renders it). */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
