import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { TestModeNote } from '../../../shared/ui/TestMode';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { ADD_TIP_KEY } from '../../../domain/tips/api';
import { canTip } from '../model/afterRide';
import { TipStep } from '../../../domain/tips/TipStep';

interface PaidThanksPopupProps {
  trip: Trip;
  onClose: () => void;
}

/**
 * The thank-you popup after a payment (docs/product/screens.md ride overlay 6, §4 completed trip): reached from
 * the unpaid-trip popup's payment and after a card trip was charged at completion. A completed
 * ride offers its tip step here (issue 14); Close waits while a tip is being paid.
 */
export function PaidThanksPopup({ trip, onClose }: PaidThanksPopupProps) {
  const { t } = useTranslation('ride');
  const tipping = useIsMutating({ mutationKey: ADD_TIP_KEY }) > 0;
  return (
    <Dialog title={t('paid.title')} className="paid-popup">
      <p>{t('paid.body')}</p>
      <TestModeNote />
      {canTip(trip) && <TipStep tripId={trip.trip_id} />}
      <DialogClose label={t('paid.close')} onClose={onClose} primary disabled={tipping} />
    </Dialog>
  );
}
