import { ToastContainer, type ToastContainerProps } from 'react-toastify';
// The library also injects these styles as an inline <style>, which the service's
// Content-Security-Policy (style-src 'self') blocks; the stylesheet makes toasts look right anyway.
import 'react-toastify/ReactToastify.css';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import './Toasts.css';

/** Toast notifications exactly as spec §9 sets them. */
export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

/** Where react-toastify lays toasts out for a phone (full width, at the screen's edge). */
export const PHONE_SCREEN = '(max-width: 480px)';
/**
 * A phone shows one toast at a time; the next ones wait their turn (issue 26: four toasts
 * stacked over the offers). Dialog.css keeps the popups clear of it.
 */
export const PHONE_TOAST_LIMIT = 1;

/** The container of the toasts raised with `toast` from shared/ui/toast.ts. */
export function Toasts() {
  const phone = useMediaQuery(PHONE_SCREEN);
  return <ToastContainer {...toastSettings} limit={phone ? PHONE_TOAST_LIMIT : undefined} />;
}
