import { endpoints } from '@fairfare/contracts/api';
import type { DriverEarnings, TripHistoryPage } from '@fairfare/contracts/driver-after-ride';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { apiPost } from '../../shared/api/client';

export type { EarningsPeriod, HistoryTrip } from '@fairfare/contracts/driver-after-ride';

/** The driver's side after a ride (driver-after-ride.ts): the rider's rating, earnings, trips. */
const paths = endpoints.drivers;
/** Trips read per page of the history. */
const HISTORY_PAGE = 20;

export const afterRideApi = {
  rateRider: (trip_id: number, rating: number) =>
    apiPost<DriverTrip>(paths.rateRider, { trip_id, rating }),
  earnings: (signal?: AbortSignal) => apiPost<DriverEarnings>(paths.earnings, {}, signal),
  history: (cursor: string | null, signal?: AbortSignal) =>
    apiPost<TripHistoryPage>(
      paths.tripHistory,
      cursor ? { cursor, limit: HISTORY_PAGE } : { limit: HISTORY_PAGE },
      signal,
    ),
};
