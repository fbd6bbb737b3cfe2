import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { receiptPath } from '../../../domain/payments/paths';
import { isPaid } from '../model/afterRide';

/**
 * The rider's cancellation confirmed when it owes nothing more: free, or its fee already charged
 * to the trip's card, with a link to its receipt. (A fee still owed shows in the unpaid-trip
 * popup instead.)
 */
export function CancelledPopup({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  return (
    <Dialog title={t('unpaid.titleCancelled')} className="cancelled-popup">
      <p>
        {trip.cancel_fee > 0
          ? t('cancel.feeCharged', { amount: money(trip.cancel_fee, trip.trip_currency) })
          : t('cancel.noFee')}
      </p>
      {trip.cancel_fee > 0 && isPaid(trip) ? (
        <p>
          <Link to={receiptPath(trip.trip_id)}>{t('cancel.receipt')}</Link>
        </p>
      ) : null}
      <DialogClose label={t('unpaid.close')} onClose={onClose} primary />
    </Dialog>
  );
}
