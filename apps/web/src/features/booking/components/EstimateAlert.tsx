import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import './bookingButtons.css';

/** Why the fares could not be estimated (when no field is to blame), with a "Try again" button. */
export function EstimateAlert({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <FormAlert>
      {translateApiMessage(error.code, error.message, error.params)}{' '}
      <button type="button" className="button booking-button--ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </FormAlert>
  );
}
