import { ToastContainer, type ToastContainerProps } from 'react-toastify';
// The library also injects these styles as an inline <style>, which the service's
// Content-Security-Policy (style-src 'self') blocks; the stylesheet makes toasts look right anyway.
import 'react-toastify/ReactToastify.css';
import './Toasts.css';

/** Toast notifications exactly as docs/product/constants.md sets them: each closes itself after 5 s. */
export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

/**
 * The container of the toasts raised with `toast` from shared/ui/toast.ts.
 *
 * No `limit`: a phone shows the newest two (Toasts.css; the newest one over a popup,
 * dialog.css), the older ones hidden but counting down. react-toastify's queue for a limit kept
 * toasts that `toast.dismiss(id)` cannot reach, which showed after their news was over (a "new
 * offer" after the ride ended, issue 38 point 12), and a toast hidden with `display: none` never
 * ran out (its timer is the progress bar's animation): "request saved" still there after 90 s.
 */
export function Toasts() {
  return <ToastContainer {...toastSettings} />;
}
