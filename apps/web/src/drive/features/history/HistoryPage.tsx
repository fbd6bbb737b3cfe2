import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { afterRideApi, type HistoryTrip } from '../../shared/afterRideApi';
import { payKey, useMoney } from '../../shared/format';
import { historyKey } from '../../shared/queryKeys';

/** The driver's ended trips, newest first, a page at a time. */
export function HistoryPage() {
  const { t } = useTranslation('drive');
  const history = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam, signal }) => afterRideApi.history(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    refetchOnMount: 'always',
  });
  const trips = history.data?.pages.flatMap((page) => page.trips) ?? [];
  return (
    <main className="drive-main">
      <h1 className="drive-section-title">{t('history.title')}</h1>
      {history.isPending ? <Spinner label={t('history.loading')} inline /> : null}
      {history.isError ? (
        <LoadError message={t('history.loadFailed')} onRetry={() => void history.refetch()} />
      ) : null}
      {history.isSuccess && trips.length === 0 ? (
        <p className="drive-empty">{t('history.none')}</p>
      ) : null}
      <ul className="drive-requests__list">
        {trips.map((trip) => (
          <li key={trip.trip_id}>
            <HistoryCard trip={trip} />
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary drive-big"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('history.more')}
        </button>
      ) : null}
    </main>
  );
}

function HistoryCard({ trip }: { trip: HistoryTrip }) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const amount = (value: number) => money(value, trip.trip_currency);
  const cancelled = trip.trip_status !== 'completed';
  return (
    <article
      className="drive-card"
      aria-label={t('history.tripOf', { date: new Date(trip.trip_date) })}
    >
      <p className="drive-card__timer">
        {t('history.when', { date: new Date(trip.trip_date) })} ·{' '}
        {cancelled ? t('history.cancelled') : t('history.completed')}
      </p>
      <p className="drive-card__title">
        {trip.trip_from_loc} → {trip.trip_to_loc}
      </p>
      <dl className="drive-facts">
        <div>
          <dt>{cancelled ? t('history.fee') : t('ride.fare')}</dt>
          <dd>
            {amount(cancelled ? trip.cancel_fee : trip.agreed_amt)} ·{' '}
            {t(`pay.${payKey(trip.trip_pay_mode)}`)}
          </dd>
        </div>
        <div>
          <dt>{t('ride.yourShare')}</dt>
          <dd>{amount(trip.trip_driver_commision)}</dd>
        </div>
        {trip.tip_amount > 0 ? (
          <div>
            <dt>{t('history.tip')}</dt>
            <dd>{amount(trip.tip_amount)}</dd>
          </div>
        ) : null}
        {trip.rider_name ? (
          <div>
            <dt>{t('history.rider')}</dt>
            <dd>
              {trip.rider_name}
              {trip.rating_of_rider !== null
                ? ` · ${t('history.yourRating', { stars: trip.rating_of_rider })}`
                : ''}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
