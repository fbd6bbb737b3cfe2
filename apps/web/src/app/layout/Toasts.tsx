import { ToastContainer, type ToastContainerProps } from 'react-toastify';
// The library also injects these styles as an inline <style>, which the service's
// Content-Security-Policy (style-src 'self') blocks; the stylesheet makes toasts look right anyway.
import 'react-toastify/ReactToastify.css';
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

/** The container of the toasts raised with `toast` from shared/ui/toast.ts. */
export function Toasts() {
  return <ToastContainer {...toastSettings} />;
}
