import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import type { RatedTrip } from '../../../domain/rating/RatingForm';
import { TripRating } from '../../../domain/rating/TripRating';
import { ADD_TIP_KEY } from '../../../domain/tips/api';
import { TipStep } from '../../../domain/tips/TipStep';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { formatTripDate } from '../tripDisplay';
import { RouteText } from './TripItemParts';

/** What the popup shows of the trip (a Trip of the history, or a Receipt). */
export type AfterRideTrip = RatedTrip & Pick<Trip, 'trip_from_loc' | 'trip_to_loc' | 'trip_date'>;

/** 'rate': Rate your driver; 'tip': Add a tip. */
export type AfterRideAction = 'rate' | 'tip';

interface AfterRideDialogProps {
  action: AfterRideAction;
  trip: AfterRideTrip;
  /** The trip's city's hours from UTC, in which its date shows (as in the trip history). */
  tzOffset: number;
  /** The rating is saved: the trip as the server answered it. */
  onRated: (trip: Trip) => void;
  onClose: () => void;
}

/**
 * 'Rate your driver' or 'Add a tip' from My Account (trip history, receipt), for a completed
 * trip whose after-ride popup was missed or closed (issue 26): which trip, then the same rating
 * form or tip step as the after-ride popups. Inside an `Overlay`; Close waits while a tip is paid.
 */
export function AfterRideDialog({
  action,
  trip,
  tzOffset,
  onRated,
  onClose,
}: AfterRideDialogProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tipping = useIsMutating({ mutationKey: ADD_TIP_KEY }) > 0;
  const title = action === 'rate' ? t('trips.rating.title') : t('trips.tip.title');
  return (
    <Dialog title={title} className="rate-trip-dialog">
      <p className="rate-trip-dialog__trip">
        <span className="rate-trip-dialog__route">
          <RouteText trip={trip} />
        </span>
        <time dateTime={new Date(trip.trip_date).toISOString()}>
          {formatTripDate(trip.trip_date, tzOffset, language)}
        </time>
      </p>
      {action === 'rate' ? (
        <TripRating trip={trip} onRated={onRated} />
      ) : (
        <TipStep tripId={trip.trip_id} />
      )}
      <DialogClose label={t('trips.rating.close')} onClose={onClose} disabled={tipping} />
    </Dialog>
  );
}
