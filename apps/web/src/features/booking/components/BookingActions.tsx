import { useTranslation } from 'react-i18next';
import type { BookingMode } from '../model/validate';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import '../../../shared/ui/form/form.css';
import './bookingButtons.css';

interface BookingActionsProps {
  mode: BookingMode;
  /** The problems of the submitted booking. */
  summaryItems: ErrorSummaryItem[];
  /** The server's answer when no field is to blame. */
  formAlert: string | null;
  saving: boolean;
  onCancel: () => void;
}

/** Under the form: the error summary, the form's alert, and Book now (or Save) and Cancel. */
export function BookingActions({
  mode,
  summaryItems,
  formAlert,
  saving,
  onCancel,
}: BookingActionsProps) {
  const { t } = useTranslation('booking');
  return (
    <div className="booking-grid__actions">
      <ErrorSummary items={summaryItems} />
      <FormAlert>{formAlert}</FormAlert>
      <div className="booking-actions">
        <button
          type="submit"
          className="button button--primary button--large"
          aria-disabled={saving || undefined}
          onClick={(event) => {
            if (saving) event.preventDefault();
          }}
        >
          {saving ? <span className="booking-spinner" aria-hidden="true" /> : null}
          {saving
            ? t('actions.saving')
            : mode === 'edit'
              ? t('actions.save')
              : t('actions.bookNow')}
        </button>
        <button type="button" className="button button--secondary button--large" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </div>
  );
}
