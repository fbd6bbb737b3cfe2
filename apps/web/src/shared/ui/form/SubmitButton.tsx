import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
 * Without JavaScript the button stays disabled, and a note says why.
 */
export function SubmitButton({ className, sending, children }: SubmitButtonProps) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <>
      <button type="submit" className={className} disabled={sending || !hydrated}>
        {children}
      </button>
      <noscript>
        <p className="notice">{t('formNeedsScript')}</p>
      </noscript>
    </>
  );
}
