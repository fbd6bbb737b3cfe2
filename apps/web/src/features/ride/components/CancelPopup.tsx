import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelReasonSchema, type Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { toast } from '../../../shared/ui/toast';
import { useCancelTrip } from '../api/cancel-trip';

import { Dialog } from './Dialog';

interface CancelPopupProps {
  trip: Trip;
  onClose: () => void;
  /** The trip is cancelled: the overlay closes. */
  onCancelled: (trip: Trip) => void;
}

/** The rider cancels with a reason (spec §2 ride overlay 3, §5: at least 10 characters). */
export function CancelPopup({ trip, onClose, onCancelled }: CancelPopupProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const cancel = useCancelTrip();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const parsed = cancelReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(tm(parsed.error.issues[0]?.message ?? 'ride.reasonTooShort'));
      return;
    }
    setError(null);
    cancel.mutate(
      { trip_id: trip.trip_id, trip_reason: parsed.data },
      {
        onSuccess: (cancelled) => {
          toast.info(
            cancelled.cancel_fee > 0
              ? t('cancel.fee', { amount: money(cancelled.cancel_fee, cancelled.trip_currency) })
              : t('cancel.done'),
          );
          onCancelled(cancelled);
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          setError(errorText(err));
        },
      },
    );
  };

  return (
    <Dialog title={t('cancel.title')} className="cancel-popup">
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={fieldId}>{t('cancel.reason')}</label>
        <textarea
          id={fieldId}
          value={reason}
          rows={3}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="ride-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="ride-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel.close')}
          </button>
          <button type="submit" className="button button--danger" disabled={cancel.isPending}>
            {t('cancel.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
