import type { OpsDriver, OpsDriverDetail } from '@fairfare/contracts/ops-drivers';
import { toAmount } from '@fairfare/contracts/fare';
import type { Db } from '../../db/database.ts';
import type { Driver } from '../../db/schema.ts';
import { everyRow, type CsvCell } from '../../http/csv.ts';
import { notFound } from '../../http/errors.ts';
import { audited } from '../audit/audited.ts';
import type { SignedInStaff } from '../staff/identify.ts';
import { personMatchOf } from '../countries/person-match.ts';
import { phoneText } from '../countries/phones.ts';
import { opsDriversRepo, type DriverListFilter } from './ops-repo.ts';
import { driversRepo } from './repo.ts';

/** The cities a staff member sees drivers of: all for an admin, their own for a city manager. */
function citiesOf(staff: SignedInStaff): number[] | undefined {
  return staff.role === 'city' ? staff.cityIds : undefined;
}

function opsDriverOf(row: Driver): OpsDriver {
  return {
    driver_id: row.driver_id,
    city_id: row.city_id,
    name: row.d_name,
    phone: phoneText(row.d_phone_code, row.d_phone),
    car: `${row.car_make} ${row.car_model} ${row.car_number}`.trim(),
    rating: Number(row.d_rating),
    rating_count: Number(row.d_rating_count),
    trips: Number(row.num_trip),
    online: row.is_online === 1,
    suspended: row.suspended_at !== null,
    suspension_reason: row.suspension_reason,
  };
}

/** A driver this staff member may see (another city's driver is "not found" to a city manager). */
async function visibleDriver(db: Db, staff: SignedInStaff, driverId: number): Promise<Driver> {
  const driver = await driversRepo.findById(db, driverId);
  const cities = citiesOf(staff);
  if (!driver || (cities && !cities.includes(driver.city_id))) throw notFound();
  return driver;
}

/** Rows a page of the drivers list shows. */
const DRIVERS_PAGE_SIZE = 50;

type DriverListRequest = {
  search?: string | undefined;
  city_id?: number | undefined;
  suspended?: boolean | undefined;
};

/** The list's filter as the service applies it: a city manager's own cities, always. */
async function filterOf(
  db: Db,
  staff: SignedInStaff,
  filter: DriverListRequest,
): Promise<DriverListFilter> {
  const own = citiesOf(staff);
  const cityIds =
    filter.city_id === undefined
      ? own
      : own && !own.includes(filter.city_id)
        ? []
        : [filter.city_id];
  return {
    search: filter.search ? await personMatchOf(db, filter.search) : undefined,
    cityIds,
    suspended: filter.suspended,
  };
}

export async function listDrivers(
  db: Db,
  staff: SignedInStaff,
  request: DriverListRequest & { before_id?: number | undefined },
): Promise<{ drivers: OpsDriver[]; next_before_id: number | null }> {
  const filter = await filterOf(db, staff, request);
  const rows = await opsDriversRepo.list(db, filter, request.before_id, DRIVERS_PAGE_SIZE + 1);
  const page = rows.slice(0, DRIVERS_PAGE_SIZE);
  return {
    drivers: page.map(opsDriverOf),
    next_before_id: rows.length > DRIVERS_PAGE_SIZE ? page.at(-1)!.driver_id : null,
  };
}

export const DRIVER_CSV_HEADER = [
  'Driver',
  'City',
  'Name',
  'Phone',
  'Car',
  'Rating',
  'Ratings',
  'Trips',
  'Status',
];

/** Every driver of the filter, for the export. */
export async function* everyDriver(
  db: Db,
  staff: SignedInStaff,
  request: DriverListRequest,
): AsyncGenerator<CsvCell[]> {
  const filter = await filterOf(db, staff, request);
  const rows = everyRow(
    (beforeId, limit) => opsDriversRepo.list(db, filter, beforeId, limit),
    (row) => row.driver_id,
  );
  for await (const row of rows) {
    const d = opsDriverOf(row);
    const status = d.suspended ? 'suspended' : d.online ? 'online' : 'offline';
    yield [
      d.driver_id,
      d.city_id,
      d.name,
      d.phone,
      d.car,
      d.rating,
      d.rating_count,
      d.trips,
      status,
    ];
  }
}

export async function driverDetail(
  db: Db,
  staff: SignedInStaff,
  driverId: number,
): Promise<OpsDriverDetail> {
  const driver = await visibleDriver(db, staff, driverId);
  const trips = await opsDriversRepo.recentTrips(db, driverId);
  return {
    driver: opsDriverOf(driver),
    recent_trips: trips.map((t) => ({
      trip_id: t.trip_id,
      trip_status: t.trip_status,
      total_fare: toAmount(t.total_fare),
      trip_rating: t.trip_rating === null ? null : Number(t.trip_rating),
      created_at: Number(t.created_at),
    })),
  };
}

/**
 * Suspends or reinstates a driver with a reason, audited. A suspension takes the driver offline
 * at once; `afterCommit` then drops them from the geo index (so no new request reaches them).
 */
export async function setDriverSuspended(
  db: Db,
  staff: SignedInStaff,
  input: { driverId: number; suspended: boolean; reason: string },
  afterCommit: (driverId: number) => Promise<void>,
  now = Date.now(),
): Promise<OpsDriver> {
  await visibleDriver(db, staff, input.driverId);
  const subject = {
    action: input.suspended ? 'driver.suspend' : 'driver.reinstate',
    entity: 'driver',
    reason: input.reason,
  };
  const driver = await audited(db, staff, subject, async (trx) => {
    const before = (await driversRepo.findById(trx, input.driverId))!;
    await opsDriversRepo.setSuspended(
      trx,
      input.driverId,
      input.suspended ? { at: now, reason: input.reason } : null,
    );
    const after = (await driversRepo.findById(trx, input.driverId))!;
    const shape = (d: Driver) => ({
      suspended: d.suspended_at !== null,
      online: d.is_online === 1,
    });
    return { entityId: input.driverId, before: shape(before), after: shape(after), value: after };
  });
  if (input.suspended) await afterCommit(input.driverId);
  return opsDriverOf(driver);
}
