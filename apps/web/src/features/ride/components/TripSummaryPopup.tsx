import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { PayModeLabel } from './PayModeLabel';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { TripRating } from '../../../domain/rating/TripRating';
import { TripRoute } from './TripRoute';

interface TripSummaryPopupProps {
  trip: Trip;
  onRated: (trip: Trip) => void;
  onClose: () => void;
}

/**
 * A paid, completed trip (docs/product/screens.md ride overlay 7): route, amount paid, pay mode, and its rating
 * and feedback (or the rating form while it is not rated).
 */
export function TripSummaryPopup({ trip, onRated, onClose }: TripSummaryPopupProps) {
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  return (
    <Dialog title={t('summary.title')} className="summary-popup">
      <dl>
        <TripRoute trip={trip} />
        <div>
          <dt>{t('summary.amountPaid')}</dt>
          <dd>{money(trip.trip_pay_amount, trip.trip_currency)}</dd>
        </div>
        <div>
          <dt>{t('summary.payMode')}</dt>
          <dd>
            <PayModeLabel mode={trip.trip_pay_mode} />
          </dd>
        </div>
      </dl>
      <TripRating trip={trip} onRated={onRated} />
      <DialogClose label={t('summary.close')} onClose={onClose} primary />
    </Dialog>
  );
}
