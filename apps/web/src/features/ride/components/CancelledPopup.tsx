import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { Dialog } from '../../../shared/ui/dialog/Dialog';

/**
 * The rider's cancellation confirmed when it owes nothing more: free, or its fee already charged
 * to the trip's card. (A fee still owed shows in the unpaid-trip popup instead.)
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
      <div className="ride-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('unpaid.close')}
        </button>
      </div>
    </Dialog>
  );
}
