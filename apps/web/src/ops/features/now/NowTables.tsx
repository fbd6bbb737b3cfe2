import type { ReactNode } from 'react';
import type { CityNow } from '@fairfare/contracts/city-now';
import { codeText } from '../../shared/codeText';
import { formatMoney } from '../../shared/formatMoney';
import { cityOffset, formatTime } from '../../shared/formatTime';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { useTranslation } from 'react-i18next';

type OpenRequest = CityNow['open_requests'][number];
type ActiveTrip = CityNow['active_trips'][number];

/** The live view in text: open requests, rides under way and online drivers. */
export function NowTables({ now }: { now: CityNow }) {
  const { t } = useTranslation('ops');
  const money = (amount: number) => formatMoney(amount, now.currency);
  const requestColumns: ReadonlyArray<OpsColumn<OpenRequest>> = [
    { header: t('trips.trip'), cell: (trip) => trip.trip_id },
    { header: t('now.from'), cell: (trip) => trip.from },
    { header: t('drivers.status'), cell: (trip) => codeText(t, 'tripStatus', trip.trip_status) },
    { header: t('now.offer'), cell: (trip) => money(trip.offer) },
    {
      header: t('now.asked'),
      cell: (trip) => formatTime(trip.created_at, cityOffset(now.city_id)),
    },
  ];
  const tripColumns: ReadonlyArray<OpsColumn<ActiveTrip>> = [
    { header: t('trips.trip'), cell: (trip) => trip.trip_id },
    { header: t('now.from'), cell: (trip) => trip.from },
    { header: t('now.to'), cell: (trip) => trip.to },
    { header: t('drivers.status'), cell: (trip) => codeText(t, 'tripStatus', trip.trip_status) },
    { header: t('support.driver'), cell: (trip) => trip.driver_id ?? '—' },
    { header: t('now.fare'), cell: (trip) => money(trip.fare) },
  ];
  return (
    <>
      <NowSection
        id="now-requests"
        title={t('now.openRequests')}
        empty={emptyOr(now.open_requests, t('now.noRequest'))}
      >
        <OpsTable
          caption={t('now.openRequests')}
          columns={requestColumns}
          rows={now.open_requests}
          rowKey={(trip) => trip.trip_id}
        />
      </NowSection>
      <NowSection
        id="now-trips"
        title={t('now.ridesUnderWay')}
        empty={emptyOr(now.active_trips, t('now.noRide'))}
      >
        <OpsTable
          caption={t('now.ridesUnderWay')}
          columns={tripColumns}
          rows={now.active_trips}
          rowKey={(trip) => trip.trip_id}
        />
      </NowSection>
      <NowSection
        id="now-drivers"
        title={t('now.onlineDrivers')}
        empty={emptyOr(now.online_drivers, t('now.noDriver'))}
      >
        <ul className="ops-list">
          {now.online_drivers.map((driver) => (
            <li key={driver.driver_id}>
              {t(driver.busy ? 'now.driverBusyList' : 'now.driverFreeList', { name: driver.name })}
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
