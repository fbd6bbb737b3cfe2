import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { trackRequestSchema } from '@fairfare/contracts/tracking';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { NotFound } from '../../shared/ui/NotFound';
import { Spinner } from '../../shared/ui/Spinner';
import { isExpiredLink, isUnknownToken, useTrackedTrip } from './api/track-trip';
import { isLive, latestPosition } from './model/livePosition';
import { useLivePosition } from './useLivePosition';
import { carWord } from '../../shared/intl/carWords';
import './tracking.css';

const TrackMap = lazy(() =>
  import('./components/TrackMap').then((module) => ({ default: module.TrackMap })),
);

/** `/track?trip=<token>`: a valid-looking token, else the not-found page. */
export function TrackPage() {
  const [params] = useSearchParams();
  const parsed = trackRequestSchema.safeParse({ token: params.get('trip') ?? '' });
  if (!parsed.success) return <NotFound />;
  return <TrackedTrip token={parsed.data.token} />;
}

/**
 * The public tracking page (docs/product/rules.md, no login, no header or footer): the trip's status, pickup
 * and drop, the driver's first name and car, and the driver's position on a map, refreshed every
 * 3 s and live by socket (`track_trip`, `driver_position`). An unknown token shows NotFound.
 */
function TrackedTrip({ token }: { token: string }) {
  const { t } = useTranslation(['tracking', 'trips']);
  const { t: tc } = useTranslation('common');
  useDocumentTitle(t('title'));
  const query = useTrackedTrip(token);
  const trip = query.data;
  const live = trip ? isLive(trip.trip_status) : false;
  const pushed = useLivePosition(token, trip?.trip_id, live);

  if (isExpiredLink(query.error)) {
    return (
      <section className="track-page">
        <h1>{t('title')}</h1>
        <p role="alert">{t('expired')}</p>
      </section>
    );
  }
  if (isUnknownToken(query.error)) return <NotFound />;
  if (query.error && !trip) {
    return (
      <section className="track-page">
        <h1>{t('title')}</h1>
        <p role="alert">{t('loadError')}</p>
      </section>
    );
  }
  if (!trip) return <Spinner />;

  const position = live ? latestPosition(trip.position, pushed) : null;
  const driver = trip.driver;
  // the colour has its own line: a translated colour cannot simply go before the car's name
  const car = driver
    ? [driver.car_make, driver.car_name && carWord(tc, 'type', driver.car_name), driver.car_model]
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <section className="track-page" aria-labelledby="track-title">
      <h1 id="track-title">{t('title')}</h1>
      <p className="track-page__status" role="status">
        {/* what a rider reads ('Driver on the way'); the spec's labels stay in the trip history */}
        {t('statusIs')}{' '}
        <strong>
          {t(`riderStatus.${trip.trip_status}`, {
            defaultValue: t(`status.${trip.trip_status}`, { ns: 'trips' }),
          })}
        </strong>
      </p>
      <dl className="track-page__facts">
        <div>
          <dt>{t('pickup')}</dt>
          <dd>{trip.pickup.address}</dd>
        </div>
        <div>
          <dt>{t('drop')}</dt>
          <dd>{trip.drop.address}</dd>
        </div>
        <div>
          <dt>{t('driver')}</dt>
          <dd>{driver ? driver.first_name : t('noDriver')}</dd>
        </div>
        {car && (
          <div>
            <dt>{t('car')}</dt>
            <dd>{car}</dd>
          </div>
        )}
        {driver?.car_color ? (
          <div>
            <dt>{t('colour')}</dt>
            <dd>{carWord(tc, 'colour', driver.car_color)}</dd>
          </div>
        ) : null}
        {driver?.car_number ? (
          <div>
            <dt>{t('plate')}</dt>
            <dd className="track-page__plate">{driver.car_number}</dd>
          </div>
        ) : null}
      </dl>
      {live && !position && <p>{t('noPosition')}</p>}
      <Suspense
        fallback={<div className="track-map track-map--placeholder">{t('mapLoading')}</div>}
      >
        <TrackMap
          pickup={trip.pickup}
          drop={trip.drop}
          driver={position ? { lat: position.lat, lng: position.lng } : null}
        />
      </Suspense>
    </section>
  );
}
