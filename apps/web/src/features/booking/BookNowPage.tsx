import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Trip } from '@fairfare/contracts/trips';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { useIsLoggedIn, useSessionRestoring } from '../../shared/session/hooks';
import { lazyPart, showsLazyParts } from '../../shared/ui/lazyPart';
import { Spinner } from '../../shared/ui/Spinner';
import { pendingRequest, useOpenRequests } from './api/get-open-requests';
import { BookingForm, BookingFormPlaceholder } from './bookingFormPart';
import { useGoBack } from './hooks/useGoBack';
import { BOOKING_COMPLETE_PATH, BOOKNOW_PATH } from './paths';
import './BookingPage.css';
import './components/bookingButtons.css';

// What only a signed-in rider sees, each a script of its own (decision 066): the page's own script
// (evaluated while the page hydrates, on every visitor's phone) holds the heading and the form's
// place, not the pending request's cancel and raise, the edit screen, the trip schemas and zod.
const PendingRideView = lazyPart(() => import('./components/PendingRideView'), 'PendingRideView');
const EditScheduledRide = lazyPart(() => import('./EditScheduledRide'), 'EditScheduledRide');

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
  const open = useOpenRequests(loggedIn);
  const pending = loggedIn ? pendingRequest(open.data) : undefined;
  // a signed-in rider's pending request shows with its script, fetched with the open requests
  useEffect(() => {
    if (loggedIn) PendingRideView.preload().catch(() => undefined);
  }, [loggedIn]);

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
        <NewRideForm onSaved={onSaved} onCancel={goBack} />
      </Suspense>
    </section>
  );
}

/**
 * The form, or its placeholder until the page has hydrated and a new tab's session is restored.
 * Inside the boundary, so that it asks useHydrated itself: the boundary hydrates after the page
 * around it, and a switch asked from outside before then (the page's own effect) made React drop
 * the boundary's rendered HTML, the early route fields with what the rider typed, and show the
 * fallback until the form's script came (decision 068). Its own effect runs once the boundary has
 * hydrated.
 */
function NewRideForm({
  onSaved,
  onCancel,
}: {
  onSaved: (trip: Trip) => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const restoring = useSessionRestoring();
  if (!hydrated || restoring) {
    // the route's fields to type into at once; not in the fallback, which a form that suspends
    // later shows beside its own (hidden) fields with the same ids
    return <BookingFormPlaceholder route />;
  }
  return (
    <BookingForm
      mode="book"
      path={BOOKNOW_PATH}
      titleId="booking-title"
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

showsLazyParts(BookNowPage, [BookingForm]);
