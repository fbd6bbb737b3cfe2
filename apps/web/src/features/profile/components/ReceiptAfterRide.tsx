import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterRideOpen } from '@fairfare/contracts/after-ride';
import type { Receipt } from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { AfterRideDialog, type AfterRideAction } from './AfterRideDialog';

/**
 * 'Add a tip' and 'Rate your driver' on a ride's receipt (issue 26), within the after-ride window
 * (contracts after-ride.ts): a tip while the ride, paid by card or wallet, has none; a rating
 * while it has none. Not for a cancellation fee. Each opens its form in a popup; the receipt is
 * read again after either, so the button goes.
 */
export function ReceiptAfterRide({ receipt, tzOffset }: { receipt: Receipt; tzOffset: number }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<AfterRideAction | null>(null);
  /** The trip as the rating answered it (its feedback, which a receipt does not carry). */
  const [rated, setRated] = useState<Trip | null>(null);
  // the window is read when the receipt opens (a page left open past it: the service refuses)
  const [now] = useState(() => Date.now());
  const ride = !receipt.is_cancel_fee && afterRideOpen(receipt.trip_date, now);
  const tippable = ride && receipt.tip === 0 && receipt.pay_mode !== 'Cash';
  const rateable = ride && receipt.trip_rating === null;
  if (!tippable && !rateable && open === null) return null;
  const trip = rated ?? { ...receipt, trip_feedback: null };
  return (
    <>
      {tippable ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen('tip')}>
          {t('trips.tip.add')}
        </button>
      ) : null}
      {rateable ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen('rate')}>
          {t('trips.rating.rate')}
        </button>
      ) : null}
      {open ? (
        <Overlay onEscape={() => setOpen(null)}>
          <AfterRideDialog
            action={open}
            trip={trip}
            tzOffset={tzOffset}
            onRated={setRated}
            onClose={() => setOpen(null)}
          />
        </Overlay>
      ) : null}
    </>
  );
}
