import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  isCancellableScheduledRide,
  isChangeableScheduledRide,
} from '@fairfare/contracts/trip-rules';
import type { Trip } from '@fairfare/contracts/trips';
import { useCities } from '../../domain/cities/useCities';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useCurrentPath, useIsLoggedIn } from '../../shared/session/hooks';
import { loginPath } from '../../shared/session/paths';
import { useSettings } from '../../shared/settings/useSettings';
import { CancelRideDialog } from '../../domain/trips/CancelRideDialog';
import { Overlay } from '../../shared/ui/dialog/Overlay';
import { Spinner } from '../../shared/ui/Spinner';
import { useOpenRequests } from './api/get-open-requests';
import { BookingForm, BookingFormPlaceholder } from './bookingFormPart';
import { useGoBack } from './hooks/useGoBack';
import { BOOKNOW_PATH, MY_ACCOUNT_PATH } from './paths';

/**
 * `/booknow?edit=<trip_id>`: one of the rider's rides for later, to change (Save) or cancel. A
 * rider's own page, rendered in the browser: a script of its own, which the booking screen of a
 * new ride never loads (decision 066).
 */
export function EditScheduledRide({ tripIdParam }: { tripIdParam: string }) {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('edit.title'));
  const navigate = useNavigate();
  const goBack = useGoBack(MY_ACCOUNT_PATH);
  const here = useCurrentPath();
  const loggedIn = useIsLoggedIn();
  const settings = useSettings();
  const { isLoading: citiesLoading } = useCities();
  const open = useOpenRequests(loggedIn);

  if (!loggedIn) return <Navigate to={loginPath(here)} replace />;
  // the saved time shows in the city's time: wait for its offset
  const waitingForTz = settings.tzOffset === undefined && (settings.isLoading || citiesLoading);
  if (open.isPending || waitingForTz) {
    return <Spinner label={t('page.loading')} />;
  }

  const tripId = Number(tripIdParam);
  const trip = Number.isInteger(tripId)
    ? open.data?.find((candidate) => candidate.trip_id === tripId)
    : undefined;
  const changeable = trip !== undefined && isChangeableScheduledRide(trip);
  if (!trip || !(changeable || isCancellableScheduledRide(trip))) {
    return (
      <section className="container page booking-page" aria-labelledby="booking-title">
        <h1 id="booking-title">{t('edit.title')}</h1>
        <div className="notice" role="alert">
          <p>{t('booking.tripNotValid', { ns: 'messages' })}</p>
          <Link className="button button--secondary" to={MY_ACCOUNT_PATH}>
            {t('nav.myAccount', { ns: 'common' })}
          </Link>
          <Link className="button button--primary" to={BOOKNOW_PATH}>
            {t('edit.newRide')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container page booking-page" aria-labelledby="booking-title">
      <div className="booking-page__header">
        <h1 id="booking-title">{t('edit.title')}</h1>
        <p className="page__lead">{changeable ? t('edit.lead') : t('edit.taken')}</p>
        <CancelScheduledRide trip={trip} onCancelled={() => void navigate(MY_ACCOUNT_PATH)} />
      </div>
      {changeable ? (
        <Suspense fallback={<BookingFormPlaceholder />}>
          <BookingForm
            key={trip.trip_id}
            mode="edit"
            path={here}
            editTrip={trip}
            titleId="booking-title"
            onSaved={() => void navigate(MY_ACCOUNT_PATH)}
            onCancel={goBack}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The spec's Cancel Ride on a ride for later's screen: the cancel popup, with its fee rule. */
function CancelScheduledRide({ trip, onCancelled }: { trip: Trip; onCancelled: () => void }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button booking-button--danger" onClick={() => setOpen(true)}>
        {t('pending.cancel')}
      </button>
      {open ? (
        <Overlay onEscape={() => setOpen(false)}>
          <CancelRideDialog
            trip={trip}
            onClose={() => setOpen(false)}
            onCancelled={() => {
              setOpen(false);
              onCancelled();
            }}
          />
        </Overlay>
      ) : null}
    </>
  );
}
