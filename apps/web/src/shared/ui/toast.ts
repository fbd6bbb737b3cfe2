import { toast as toastify } from 'react-toastify';
import { noteToastRaised } from './toastRaised';

/**
 * The site's entry to react-toastify: import `toast` from here so that there is one place to
 * change how toasts are raised. The container is app/layout/Toasts.tsx.
 *
 * Both must use the same build of the library (the default and the unstyled build keep separate
 * toast stores: a toast raised through one never reaches a container of the other).
 */
export type { Id as ToastId, ToastOptions } from 'react-toastify';

/**
 * How long a toast the rider may want to read twice stays (a reminder of a ride for later):
 * longer than the usual 5 s, but it still closes itself (issue 38 point 12: a toast that never
 * closes covers the screen's top on a phone for good).
 */
export const LONG_TOAST_MS = 15_000;

/** What `toast` offers that raises no toast: none of these needs the container. */
const RAISES_NONE: ReadonlySet<PropertyKey> = new Set([
  'dismiss',
  'isActive',
  'onChange',
  'clearWaitingQueue',
  'done',
  'play',
  'pause',
]);

/**
 * react-toastify's `toast`, which also notes the first toast raised: the container (its script and
 * its 15 KB stylesheet, whose arrival made the browser work out the whole page's style again in
 * one long task) mounts then, not with every page (decision 066). A toast raised before the
 * container is there waits in the library's queue and shows as soon as it mounts.
 */
export const toast: typeof toastify = new Proxy(toastify, {
  apply(target, self, args: unknown[]) {
    noteToastRaised();
    return Reflect.apply(target, self, args) as unknown;
  },
  get(target, key, receiver) {
    const value: unknown = Reflect.get(target, key, receiver);
    if (typeof value !== 'function' || RAISES_NONE.has(key)) return value;
    return (...args: unknown[]) => {
      noteToastRaised();
      return Reflect.apply(value, target, args) as unknown;
    };
  },
});
