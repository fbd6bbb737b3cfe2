// Finding riders and trips, a page at a time or every row for an export (issue 39, decision 062).

import type { FindTripsRequest, OpsTripRow } from '@fairfare/contracts/ops-search';
import type { OpsRider } from '@fairfare/contracts/ops-support';
import type { Db } from '../../db/database.ts';
import { everyRow, isoAt, type CsvCell } from '../../http/csv.ts';
import { personMatchOf } from '../countries/person-match.ts';
import type { SignedInStaff } from '../staff/identify.ts';
import { opsRiderOf, opsTripSummaryOf } from './mapping.ts';
import { searchRepo, type TripFilter, type TripSearchRow } from './search-repo.ts';

/** Rows a page of a search shows. */
export const SEARCH_PAGE_SIZE = 50;

/** A page of rows, and where the next (older) one starts. */
function pageOf<Row>(rows: Row[], idOf: (row: Row) => number) {
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  return {
    page,
    next_before_id: rows.length > SEARCH_PAGE_SIZE ? idOf(page.at(-1)!) : null,
  };
}

export async function findRiders(
  db: Db,
  request: { query: string; before_id?: number | undefined },
): Promise<{ riders: OpsRider[]; next_before_id: number | null }> {
  const match = await personMatchOf(db, request.query);
  const rows = await searchRepo.riders(db, match, request.before_id, SEARCH_PAGE_SIZE + 1);
  const { page, next_before_id } = pageOf(rows, (r) => r.user_id);
  return { riders: page.map(opsRiderOf), next_before_id };
}

/** Every rider of the search, for the export. */
export async function* everyRider(db: Db, query: string): AsyncGenerator<CsvCell[]> {
  const match = await personMatchOf(db, query);
  const rows = everyRow(
    (before, limit) => searchRepo.riders(db, match, before, limit),
    (r) => r.user_id,
  );
  for await (const row of rows) {
    const r = opsRiderOf(row);
    yield [r.user_id, r.name, r.phone, r.email, r.wallet, isoAt(r.created_at)];
  }
}
export const RIDER_CSV_HEADER = ['Rider', 'Name', 'Phone', 'E-mail', 'Wallet', 'Joined (UTC)'];

/**
 * The trips filter as the service applies it: a city manager's own cities always (another
 * city asked for gives nothing), names and phones read as for riders.
 */
async function tripFilterOf(
  db: Db,
  staff: SignedInStaff,
  f: FindTripsRequest,
): Promise<TripFilter> {
  const own = staff.role === 'city' ? staff.cityIds : undefined;
  const cityIds =
    f.city_id === undefined ? own : own && !own.includes(f.city_id) ? [] : [f.city_id];
  return {
    tripId: f.trip_id,
    rider: f.rider === undefined ? undefined : await personMatchOf(db, f.rider),
    driver: f.driver === undefined ? undefined : await personMatchOf(db, f.driver),
    cityIds,
    status: f.status,
    from: f.from,
    to: f.to,
  };
}

export function opsTripRowOf(row: TripSearchRow): OpsTripRow {
  return {
    ...opsTripSummaryOf(row),
    city_id: row.city_id,
    city_name: row.city_name,
    rider_name: `${row.first_name} ${row.last_name}`.trim(),
    driver_name: row.d_name,
  };
}

export async function findTrips(
  db: Db,
  staff: SignedInStaff,
  request: FindTripsRequest,
): Promise<{ trips: OpsTripRow[]; next_before_id: number | null }> {
  const filter = await tripFilterOf(db, staff, request);
  const rows = await searchRepo.trips(db, filter, request.before_id, SEARCH_PAGE_SIZE + 1);
  const { page, next_before_id } = pageOf(rows, (r) => r.trip_id);
  return { trips: page.map(opsTripRowOf), next_before_id };
}

/** Every trip of the search, for the export; times in the trip's city's zone. */
export async function* everyTrip(
  db: Db,
  staff: SignedInStaff,
  request: FindTripsRequest,
): AsyncGenerator<CsvCell[]> {
  const filter = await tripFilterOf(db, staff, request);
  const rows = everyRow(
    (before, limit) => searchRepo.trips(db, filter, before, limit),
    (r) => r.trip_id,
  );
  for await (const row of rows) {
    const t = opsTripRowOf(row);
    yield [
      t.trip_id,
      isoAt(t.trip_date, t.tz_offset),
      t.city_name,
      t.trip_status,
      t.rider_name,
      t.driver_name,
      t.from,
      t.to,
      t.amount,
      t.currency,
      t.pay_mode,
      t.pay_status,
    ];
  }
}
export const TRIP_CSV_HEADER = [
  'Trip',
  "When (city's time)",
  'City',
  'Status',
  'Rider',
  'Driver',
  'From',
  'To',
  'Amount',
  'Currency',
  'Payment',
  'Paid',
];
