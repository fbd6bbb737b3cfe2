import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Trip } from '@fairfare/contracts/trips';
import { useCityTzOffset } from '../../../domain/cities/useCityTzOffset';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { TRIP_HISTORY_PAGE_SIZE, useTripHistory } from '../api/get-trips';
import { pageCountOf } from '../tripDisplay';
import { AfterRideDialog, type AfterRideAction } from './AfterRideDialog';
import { routeIdOf, TripItem } from './TripItem';
import { TripPagination } from './TripPagination';

/**
 * The rider's past trips (ended), newest first, 10 per page, with their docs/product/data.md status labels and
 * their dates in their city's time. A completed trip shows its rating, or 'Rate your driver' while
 * it has none, and 'Add a tip' while a paid one has none, both for the after-ride window (the
 * after-ride popup may have been missed or closed, issue 26): each opens its form in a popup.
 */
export function TripHistory() {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const history = useTripHistory({ page });
  const cityTz = useCityTzOffset();
  /** The trip being rated or tipped in the popup (the server's copy once rated). */
  const [open, setOpen] = useState<{ action: AfterRideAction; trip: Trip } | null>(null);
  /** The trip whose popup just closed: the focus goes back to it. */
  const closedDialog = useRef<number | null>(null);

  const closeDialog = () => {
    closedDialog.current = open?.trip.trip_id ?? null;
    setOpen(null);
  };

  useEffect(() => {
    const tripId = closedDialog.current;
    if (open !== null || tripId === null) return;
    closedDialog.current = null;
    // The popup gave the focus back to the button that opened it, unless rating or tipping removed
    // it: then the trip's route (which now shows the rating) takes it.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (document.getElementById(routeIdOf(tripId)) ?? headingRef.current)?.focus();
  }, [open]);

  const goTo = (next: number) => {
    setPage(next);
    // The buttons may become disabled; the list's heading keeps the keyboard in place.
    headingRef.current?.focus();
  };

  let body;
  if (history.isPending || cityTz.pending) {
    body = <Spinner inline label={t('trips.loading')} />;
  } else if (history.isError) {
    body = <LoadError message={t('trips.loadError')} onRetry={() => void history.refetch()} />;
  } else if (history.data.total === 0) {
    body = (
      <div className="trip-empty">
        <p className="trip-empty__title">{t('trips.empty')}</p>
        <p>{t('trips.emptyHint')}</p>
        <Link className="button button--primary" to="/booknow">
          {t('trips.bookNow')}
        </Link>
      </div>
    );
  } else {
    const pageCount = pageCountOf(history.data.total, TRIP_HISTORY_PAGE_SIZE);
    body = (
      <>
        <ol
          className="trip-list"
          aria-labelledby="trip-history-title"
          aria-busy={history.isFetching}
        >
          {history.data.trips.map((trip) => (
            <TripItem
              key={trip.trip_id}
              trip={trip}
              tzOffset={cityTz.offsetOf(trip.city_id)}
              onAction={(action) => setOpen({ action, trip })}
            />
          ))}
        </ol>
        {pageCount > 1 ? (
          <TripPagination
            page={page}
            pageCount={pageCount}
            busy={history.isPlaceholderData}
            onGoTo={goTo}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="panel profile-card profile-trips" aria-labelledby="trip-history-title">
      <h2 id="trip-history-title" ref={headingRef} tabIndex={-1}>
        {t('trips.title')}
      </h2>
      {body}
      {open ? (
        <Overlay onEscape={closeDialog}>
          <AfterRideDialog
            action={open.action}
            trip={open.trip}
            tzOffset={cityTz.offsetOf(open.trip.city_id)}
            onRated={(trip) => setOpen({ action: 'rate', trip })}
            onClose={closeDialog}
          />
        </Overlay>
      ) : null}
    </section>
  );
}
