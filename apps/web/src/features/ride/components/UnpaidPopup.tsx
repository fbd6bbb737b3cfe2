import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { canRate } from '../model/afterRide';
import { payStatusKey } from '../model/payLabels';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogActions } from '../../../shared/ui/dialog/DialogParts';
import { TripRating } from '../../../domain/rating/TripRating';
import { TripRoute } from './TripRoute';

interface UnpaidPopupProps {
  trip: Trip;
  onPay: () => void;
  onRated: (trip: Trip) => void;
  onClose: () => void;
}

/**
 * The unpaid-trip popup (docs/product/screens.md ride overlay 4): a completed ride, or a cancellation with a fee,
 * not paid yet. Route, pay status and amount; the rating (completed rides only); Pay and Close.
 * A cash ride says first to pay the driver in cash (issue 26): Pay (card, wallet) is still there,
 * but not the button the popup pushes.
 */
export function UnpaidPopup({ trip, onPay, onRated, onClose }: UnpaidPopupProps) {
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  const completed = canRate(trip);
  // a cash ride: the rider pays the driver by hand; card or wallet stay possible, not pushed
  const cash = completed && trip.trip_pay_mode.toLowerCase() === 'cash';
  // booked for someone else: the passenger, in the car, pays the cash; the booker is not there
  const amount = money(trip.trip_pay_amount, trip.trip_currency);
  const passenger = trip.passenger_name?.trim();
  const cashText =
    trip.is_for_other !== 1
      ? t('unpaid.payCash', { amount })
      : passenger
        ? t('unpaid.passengerPaysCash', { name: passenger, amount })
        : t('unpaid.passengerPaysCashAnon', { amount });
  return (
    <Dialog
      title={completed ? t('unpaid.titleCompleted') : t('unpaid.titleCancelled')}
      className="unpaid-popup"
    >
      <dl>
        <TripRoute trip={trip} />
        <div>
          <dt>{t('trip.payStatus')}</dt>
          <dd>{t(payStatusKey(trip.trip_pay_status))}</dd>
        </div>
        <div>
          <dt>{completed ? t('trip.payAmount') : t('trip.cancelFee')}</dt>
          <dd>{money(trip.trip_pay_amount, trip.trip_currency)}</dd>
        </div>
      </dl>
      {cash && (
        <p className="unpaid-popup__cash" role="status">
          <strong>{cashText}</strong> {t('unpaid.payCashNote')}
        </p>
      )}
      {completed && <TripRating trip={trip} onRated={onRated} />}
      <DialogActions>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('unpaid.close')}
        </button>
        <button
          type="button"
          className={cash ? 'button button--secondary' : 'button button--primary'}
          onClick={onPay}
        >
          {t('unpaid.pay')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
