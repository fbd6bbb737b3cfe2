import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { FieldErrorText } from '../../../shared/ui/form/FieldErrorText';
import { TaggedText } from '../../../shared/ui/TaggedText';
import './TermsField.css';

/** A link that opens in a new tab (the booking stays as it is), and says so to screen readers. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </Link>
  );
}

interface TermsFieldProps {
  field: UseFormRegisterReturn<'terms'>;
  error: string | null;
}

/** The terms checkbox, with links to the terms and the privacy policy (docs/product/screens.md). */
export function TermsField({ field, error }: TermsFieldProps) {
  const { t } = useTranslation('booking');
  return (
    <div className="terms-field">
      <div className="terms-field__row">
        <input
          id="booking-terms"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'booking-terms-error' : undefined}
          {...field}
        />
        <label htmlFor="booking-terms">
          <TaggedText
            text={t('terms.label')}
            parts={{
              terms: <NewTabLink to="/term-condition" />,
              privacy: <NewTabLink to="/privacy-policy" />,
            }}
          />
        </label>
      </div>
      <FieldErrorText id="booking-terms" error={error} />
    </div>
  );
}
