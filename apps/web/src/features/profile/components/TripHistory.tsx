import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { awaitsRating } from '../../../domain/rating/awaitsRating';
import { Stars } from '../../../domain/rating/Stars';
import { useCityTzOffset } from '../../../domain/cities/useCityTzOffset';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { TRIP_HISTORY_PAGE_SIZE, useTripHistory } from '../api/get-trips';
import { receiptPath } from '../paths';
import { TripRouteLine, TripWhenAndStatus } from './TripItemParts';
import { pageCountOf, paymentLabelOf } from '../tripDisplay';
import { awaitsTip } from '../../../domain/tips/awaitsTip';
import { AfterRideDialog, type AfterRideAction } from './AfterRideDialog';

/** The id of a trip's route line: it describes the trip's buttons and takes the focus back. */
function routeIdOf(tripId: number): string {
  return `trip-${tripId}-route`;
}

/** `tzOffset`: the trip's city's hours from UTC, in which its date shows. */
function TripItem({
  trip,
  tzOffset,
  onAction,
}: {
  trip: Trip;
  tzOffset: number;
  onAction: (action: AfterRideAction) => void;
}) {
  const { t } = useTranslation(['profile', 'trips']);
  const formatMoney = useFormatMoney();
  const payStatus = paymentLabelOf(trip);
  const routeId = routeIdOf(trip.trip_id);
  // what the after-ride popup may have left undone, for its window (issue 26)
  const actions: Array<[AfterRideAction, string]> = [];
  if (awaitsTip(trip)) actions.push(['tip', t('trips.tip.add')]);
  if (awaitsRating(trip)) actions.push(['rate', t('trips.rating.rate')]);
  return (
    <li className="trip-item">
      <TripRouteLine trip={trip} id={routeId} focusable />
      <dl className="trip-item__facts">
        <TripWhenAndStatus trip={trip} tzOffset={tzOffset} dateLabel={t('trips.date')} />
        <div>
          <dt>{t('trips.amount')}</dt>
          <dd>{formatMoney(trip.trip_pay_amount, trip.trip_currency)}</dd>
        </div>
        <div>
          <dt>{t('trips.payStatus')}</dt>
          <dd>{payStatus ? t(`payStatus.${payStatus}`, { ns: 'trips' }) : trip.trip_pay_status}</dd>
        </div>
        {trip.trip_rating !== null ? (
          <div>
            <dt>{t('trips.rating.label')}</dt>
            <dd>
              <Stars rating={trip.trip_rating} />
            </dd>
          </div>
        ) : null}
      </dl>
      {payStatus === 'Paid' || actions.length > 0 ? (
        <div className="trip-item__actions trip-history__actions">
          {payStatus === 'Paid' ? (
            <Link className="trip-item__link" to={receiptPath(trip.trip_id)}>
              {t('trips.receipt')}
            </Link>
          ) : null}
          {actions.map(([action, label]) => (
            <button
              key={action}
              type="button"
              className="button button--secondary"
              onClick={() => onAction(action)}
              aria-describedby={routeId}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

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
          <nav className="trip-pagination" aria-label={t('trips.pagination.label')}>
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1 || history.isPlaceholderData}
              onClick={() => goTo(Math.min(page - 1, pageCount))}
            >
              <span aria-hidden="true">← </span>
              {t('trips.pagination.previous')}
            </button>
            <p className="trip-pagination__status" aria-live="polite">
              {t('trips.pagination.status', { page, total: pageCount })}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pageCount || history.isPlaceholderData}
              onClick={() => goTo(page + 1)}
            >
              {t('trips.pagination.next')}
              <span aria-hidden="true"> →</span>
            </button>
          </nav>
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
