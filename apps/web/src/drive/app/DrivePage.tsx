import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { OnlinePanel } from '../features/online/OnlinePanel';
import type { Driving } from '../features/online/useDriving';
import { RequestList } from '../features/requests/RequestList';
import { RateRider } from '../features/rating/RateRider';
import { RidePanel } from '../features/ride/RidePanel';
import { useFinishedTrip } from '../shared/finishedTrip';
import { RideNotice } from './RideNotice';

/** A ride under way (after the offer won, before it ends). */
const UNDER_WAY = new Set(['accept', 'arrive', 'begin']);

/**
 * The driving screen: the ride under way if there is one, else the ride just completed (cash,
 * rating), else online/offline and the requests near the driver. A rider's cancellation is said
 * at the top, with the fee's outcome, whatever screen the driver goes back to.
 */
export function DrivePage({ trips, driving }: { trips: DriverTrip[]; driving: Driving }) {
  const { t } = useTranslation('drive');
  const [finished] = useFinishedTrip();
  const [chosen, setChosen] = useState<number | null>(null);
  const active =
    trips.find((trip) => UNDER_WAY.has(trip.trip_status)) ??
    trips.find((trip) => trip.trip_id === chosen);
  const upcoming = trips.filter((trip) => trip.trip_status === 'assigned' && trip !== active);

  return (
    <main className="drive-main">
      <h1 className="visually-hidden">{t('app.driveTitle')}</h1>
      <RideNotice />
      {active ? (
        <RidePanel trip={active} position={driving.position} />
      ) : finished ? (
        <RidePanel
          trip={finished}
          position={driving.position}
          after={<RateRider trip={finished} />}
        />
      ) : (
        <>
          {upcoming.length > 0 ? (
            <section className="drive-upcoming" aria-labelledby="drive-upcoming-title">
              <h2 id="drive-upcoming-title" className="drive-section-title">
                {t('upcoming.title')}
              </h2>
              <ul>
                {upcoming.map((trip) => (
                  <li key={trip.trip_id} className="drive-card">
                    <p>
                      {t('upcoming.when', { date: new Date(trip.trip_date) })} ·{' '}
                      {trip.trip_from_loc}
                    </p>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setChosen(trip.trip_id)}
                    >
                      {t('upcoming.open')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {driving.online ? <RequestList /> : null}
          <OnlinePanel driving={driving} />
        </>
      )}
    </main>
  );
}
