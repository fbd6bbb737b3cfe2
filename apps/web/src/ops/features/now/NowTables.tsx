import type { CityNow } from '@fairfare/contracts/city-now';
import { formatMoney } from '../../shared/formatMoney';
import { formatTime } from '../../shared/formatTime';

/** The live view in text: open requests, rides under way and online drivers. */
export function NowTables({ now }: { now: CityNow }) {
  return (
    <>
      <section aria-labelledby="now-requests">
        <h2 id="now-requests">Open requests</h2>
        {now.open_requests.length === 0 ? (
          <p>No open request.</p>
        ) : (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">Trip</th>
                  <th scope="col">From</th>
                  <th scope="col">Status</th>
                  <th scope="col">Offer</th>
                  <th scope="col">Asked</th>
                </tr>
              </thead>
              <tbody>
                {now.open_requests.map((trip) => (
                  <tr key={trip.trip_id}>
                    <th scope="row">{trip.trip_id}</th>
                    <td>{trip.from}</td>
                    <td>{trip.trip_status}</td>
                    <td>{formatMoney(trip.offer, now.currency)}</td>
                    <td>{formatTime(trip.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="now-trips">
        <h2 id="now-trips">Rides under way</h2>
        {now.active_trips.length === 0 ? (
          <p>No ride under way.</p>
        ) : (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">Trip</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Driver</th>
                  <th scope="col">Fare</th>
                </tr>
              </thead>
              <tbody>
                {now.active_trips.map((trip) => (
                  <tr key={trip.trip_id}>
                    <th scope="row">{trip.trip_id}</th>
                    <td>{trip.from}</td>
                    <td>{trip.to}</td>
                    <td>{trip.trip_status}</td>
                    <td>{trip.driver_id ?? '—'}</td>
                    <td>{formatMoney(trip.fare, now.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="now-drivers">
        <h2 id="now-drivers">Online drivers</h2>
        {now.online_drivers.length === 0 ? (
          <p>No driver is online.</p>
        ) : (
          <ul className="ops-list">
            {now.online_drivers.map((driver) => (
              <li key={driver.driver_id}>
                {driver.name}: {driver.busy ? 'on a ride' : 'free'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
