/**
 * The site's entry to react-toastify: import `toast` from here so that there is one place to
 * change how toasts are raised. The container is app/layout/Toasts.tsx.
 *
 * Both must use the same build of the library (the default and the unstyled build keep separate
 * toast stores: a toast raised through one never reaches a container of the other).
 */
export { toast } from 'react-toastify';
export type { Id as ToastId, ToastOptions } from 'react-toastify';

/**
 * How long a toast the rider may want to read twice stays (a reminder of a ride for later):
 * longer than the usual 5 s, but it still closes itself (issue 38 point 12: a toast that never
 * closes covers the screen's top on a phone for good).
 */
export const LONG_TOAST_MS = 15_000;
