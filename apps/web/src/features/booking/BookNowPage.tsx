import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  isCancellableScheduledRide,
  isChangeableScheduledRide,
  type Trip,
} from '@fairfare/contracts/trips';
import { useCities } from '../../domain/cities/useCities';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { useCurrentPath, useIsLoggedIn, useSessionRestoring } from '../../shared/session/hooks';
import { loginPath } from '../../shared/session/paths';
import { useSettings } from '../../shared/settings/useSettings';
import { CancelRideDialog } from '../../domain/trips/CancelRideDialog';
import { Overlay } from '../../shared/ui/dialog/Overlay';
import { linkedPart, showsLazyParts } from '../../shared/ui/lazyPart';
import { Spinner } from '../../shared/ui/Spinner';
import { pendingRequest, useOpenRequests } from './api/get-open-requests';
import { PendingRideView } from './components/PendingRideView';
import { useGoBack } from './hooks/useGoBack';
import { BOOKING_COMPLETE_PATH, BOOKNOW_PATH, MY_ACCOUNT_PATH } from './paths';
import './BookingPage.css';
import './components/bookingButtons.css';

// The form is a script of its own (its hooks, react-hook-form, the request schemas and zod): the
// page hydrates with its heading and the form's placeholder, and the form's modules evaluate in a
// task of their own instead of one long task that holds a phone's first tap. The service links
// its scripts with the page's (it names its module), so they are fetched at once (issue 27, the
// booking screen's budget; decision 044).
/* eslint @typescript-eslint/consistent-type-imports: ["error", { "disallowTypeAnnotations": false }] */
const BookingForm = linkedPart(
  import.meta.glob<typeof import('./components/BookingForm')>(
    '/src/features/booking/components/BookingForm.tsx',
  ),
  'BookingForm',
);

/**
 * /booknow (docs/product/screens.md): the booking screen. A logged-in rider whose ride now is still waiting for
 * drivers sees that request (with Cancel Ride) instead of the form; `?edit=<trip_id>` opens one
 * of the rider's rides for later to change it (Save).
 */
export function BookNowPage() {
  const [params] = useSearchParams();
  const edit = params.get('edit');
  return edit === null ? <NewRide /> : <EditScheduledRide tripIdParam={edit} />;
}

function NewRide() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('page.title'));
  const navigate = useNavigate();
  const goBack = useGoBack();
  const loggedIn = useIsLoggedIn();
  const hydrated = useHydrated();
  const restoring = useSessionRestoring();
  const open = useOpenRequests(loggedIn);
  const pending = loggedIn ? pendingRequest(open.data) : undefined;

  // Back from a pending request (cancelled): the keyboard starts at the page's heading again.
  const wasPending = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      headingRef.current?.focus();
    }
  }, [pending]);

  if (loggedIn && open.isPending) return <Spinner label={t('page.loading')} />;
  if (pending) return <PendingRideView trip={pending} />;

  const onSaved = (trip: Trip) => {
    // a ride now shows as the pending request (the open requests already hold it)
    if (trip.is_ride_later === 1) void navigate(BOOKING_COMPLETE_PATH, { state: { trip } });
  };

  return (
    <section className="container page booking-page" aria-labelledby="booking-title">
      <div className="booking-page__header">
        <h1 id="booking-title" ref={headingRef} tabIndex={-1}>
          {t('page.title')}
        </h1>
        <p className="page__lead">{t('page.lead')}</p>
      </div>
      {/* The boundary is there from the first render, the placeholder inside it: the form then
          comes in the transition that `hydrated` starts, and a form whose script is not there
          yet keeps the placeholder on screen until it is, and shows as soon as it is. A boundary
          mounted with the form would show its fallback, and React reveals a boundary no sooner
          than 300 ms after the last fallback shown (FALLBACK_THROTTLE_MS): with the toasts'
          boundary, the cause of the press on Book Now's slow loads (decision 045). */}
      <Suspense fallback={<BookingFormPlaceholder />}>
        {hydrated && !restoring ? (
          <BookingForm
            mode="book"
            path={BOOKNOW_PATH}
            titleId="booking-title"
            onSaved={onSaved}
            onCancel={goBack}
          />
        ) : (
          <BookingFormPlaceholder />
        )}
      </Suspense>
    </section>
  );
}

/**
 * Where the booking form goes while the page is rendered by the service and hydrated (the form
 * reads the rider's draft, settings and session, which only the browser has), and until a new
 * tab's session is restored (decision 020). As tall as a screen, so nothing below it moves into
 * view when the form takes its place.
 */
function BookingFormPlaceholder() {
  // The form's namespaces: a page the service renders carries them (app/server/i18n.ts,
  // usedTranslations), so that the form does not wait for them once its script is there.
  const { t } = useTranslation(['booking', 'places']);
  return (
    <div className="booking-page__placeholder">
      {/* seen, not only heard: on a slow network the form takes seconds (issue 38 point 11) */}
      <p role="status" className="booking-page__loading">
        {t('page.formLoading')}
      </p>
      <span className="skeleton booking-page__skeleton" aria-hidden="true" />
      <span className="skeleton booking-page__skeleton" aria-hidden="true" />
      <span
        className="skeleton booking-page__skeleton booking-page__skeleton--button"
        aria-hidden="true"
      />
      <noscript>
        <p className="notice">{t('page.needsScript')}</p>
      </noscript>
    </div>
  );
}

function EditScheduledRide({ tripIdParam }: { tripIdParam: string }) {
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
showsLazyParts(BookNowPage, [BookingForm]);
