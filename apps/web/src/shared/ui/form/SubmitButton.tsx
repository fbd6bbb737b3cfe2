import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

interface SubmitButtonProps {
  className: string;
  /** While the form sends. */
  sending: boolean;
  children: ReactNode;
}

/**
 * A form's submit button: disabled while the form sends, and until the page has hydrated. A page
 * the service rendered shows its form before the site's scripts run; a press then would let the
 * browser submit the form itself, as a GET with the fields (a phone number) in the address.
 */
export function SubmitButton({ className, sending, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={sending || !hydrated}>
      {children}
    </button>
  );
}
