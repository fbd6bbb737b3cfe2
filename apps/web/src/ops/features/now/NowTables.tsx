import type { ReactNode } from 'react';
import type { CityNow } from '@fairfare/contracts/city-now';
import { formatMoney } from '../../shared/formatMoney';
import { cityOffset, formatTime } from '../../shared/formatTime';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';

type OpenRequest = CityNow['open_requests'][number];
type ActiveTrip = CityNow['active_trips'][number];

/** The live view in text: open requests, rides under way and online drivers. */
export function NowTables({ now }: { now: CityNow }) {
  const money = (amount: number) => formatMoney(amount, now.currency);
  const requestColumns: ReadonlyArray<OpsColumn<OpenRequest>> = [
    { header: 'Trip', cell: (trip) => trip.trip_id },
    { header: 'From', cell: (trip) => trip.from },
    { header: 'Status', cell: (trip) => trip.trip_status },
    { header: 'Offer', cell: (trip) => money(trip.offer) },
    {
      header: 'Asked',
      cell: (trip) => formatTime(trip.created_at, cityOffset(now.city_id)),
    },
  ];
  const tripColumns: ReadonlyArray<OpsColumn<ActiveTrip>> = [
    { header: 'Trip', cell: (trip) => trip.trip_id },
    { header: 'From', cell: (trip) => trip.from },
    { header: 'To', cell: (trip) => trip.to },
    { header: 'Status', cell: (trip) => trip.trip_status },
    { header: 'Driver', cell: (trip) => trip.driver_id ?? '—' },
    { header: 'Fare', cell: (trip) => money(trip.fare) },
  ];
  return (
    <>
      <NowSection
        id="now-requests"
        title="Open requests"
        empty={emptyOr(now.open_requests, 'No open request.')}
      >
        <OpsTable
          caption="Open requests"
          columns={requestColumns}
          rows={now.open_requests}
          rowKey={(trip) => trip.trip_id}
        />
      </NowSection>
      <NowSection
        id="now-trips"
        title="Rides under way"
        empty={emptyOr(now.active_trips, 'No ride under way.')}
      >
        <OpsTable
          caption="Rides under way"
          columns={tripColumns}
          rows={now.active_trips}
          rowKey={(trip) => trip.trip_id}
        />
      </NowSection>
      <NowSection
        id="now-drivers"
        title="Online drivers"
        empty={emptyOr(now.online_drivers, 'No driver is online.')}
      >
        <ul className="ops-list">
          {now.online_drivers.map((driver) => (
            <li key={driver.driver_id}>
              {driver.name}: {driver.busy ? 'on a ride' : 'free'}
            </li>
          ))}
        </ul>
      </NowSection>
    </>
  );
}

/** The sentence an empty list shows instead of itself; undefined when it has rows. */
function emptyOr(rows: readonly unknown[], sentence: string): string | undefined {
  return rows.length === 0 ? sentence : undefined;
}

/** One part of the live view: its heading, then its content, or the sentence saying there is none. */
function NowSection(props: { id: string; title: string; empty?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.empty === undefined ? props.children : <p>{props.empty}</p>}
    </section>
  );
}
