import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { useAwaitedCashTrip } from '../api/get-ended-trip';
import { isPaid } from '../model/afterRide';

interface CashAwaitingPopupProps {
  trip: Trip;
  /** The driver confirmed the cash: the trip, Paid. */
  onSettled: (trip: Trip) => void;
  onClose: () => void;
}

/**
 * After the rider chose cash: the site can neither take nor see cash, so the trip stays Unpaid
 * until its driver confirms the cash (docs/architecture.md). The `paid` push ends the wait (RideOverlay);
 * the trip is also read again now and then, in case the push went missing.
 */
export function CashAwaitingPopup({ trip, onSettled, onClose }: CashAwaitingPopupProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const awaited = useAwaitedCashTrip(trip);
  const settled = awaited.data && isPaid(awaited.data) ? awaited.data : null;
  useEffect(() => {
    if (settled) onSettled(settled);
  }, [settled, onSettled]);

  return (
    <Dialog title={t('cash.title')} className="cash-popup">
      <p role="status">{tm('payment.cashAwaitingDriver')}</p>
      <p>{t('cash.amount', { amount: money(trip.trip_pay_amount, trip.trip_currency) })}</p>
      <DialogClose label={t('cash.close')} onClose={onClose} />
    </Dialog>
  );
}
