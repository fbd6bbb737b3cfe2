import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { TripRating } from '../../../domain/rating/TripRating';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { formatTripDate } from '../tripDisplay';

interface RateTripDialogProps {
  trip: Trip;
  /** The trip's city's hours from UTC, in which its date shows (as in the trip history). */
  tzOffset: number;
  /** The rating is saved: the trip as the server answered it. */
  onRated: (trip: Trip) => void;
  onClose: () => void;
}

/**
 * 'Rate your driver' from My Account's trip history, for a completed trip whose after-ride popup
 * was missed: which trip, then the same rating form as the popups (stars, feedback, 'Submit
 * Feedback'), then their thank-you. Inside an `Overlay`.
 */
export function RateTripDialog({ trip, tzOffset, onRated, onClose }: RateTripDialogProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Dialog title={t('trips.rating.title')} className="rate-trip-dialog">
      <p className="rate-trip-dialog__trip">
        <span className="rate-trip-dialog__route">
          <span>{trip.trip_from_loc}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> {t('trips.to')} </span>
          <span>{trip.trip_to_loc}</span>
        </span>
        <time dateTime={new Date(trip.trip_date).toISOString()}>
          {formatTripDate(trip.trip_date, tzOffset, language)}
        </time>
      </p>
      <TripRating trip={trip} onRated={onRated} />
      <DialogClose label={t('trips.rating.close')} onClose={onClose} />
    </Dialog>
  );
}
