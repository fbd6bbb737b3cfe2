import type { DriverTrip } from '@fairfare/contracts/drivers';
import { apiPost } from '../../shared/api/client';

/**
 * The driver's side after a ride: rating the rider, earnings, trip history (driverapi/raterider,
 * getearnings, gettriphistory).
 */
export interface EarningsPeriod {
  from: number;
  trips: number;
  fare: number;
  commission: number;
  net: number;
  cash: number;
  card: number;
  tips: number;
}

export interface DriverEarnings {
  currency: string;
  today: EarningsPeriod;
  week: EarningsPeriod;
}

export interface HistoryTrip {
  trip_id: number;
  trip_status: string;
  trip_date: number;
  trip_from_loc: string;
  trip_to_loc: string;
  distance_km: number;
  agreed_amt: number;
  cancel_fee: number;
  trip_comp_commision: number;
  trip_driver_commision: number;
  tip_amount: number;
  trip_currency: string;
  trip_pay_mode: string;
  trip_pay_status: string;
  rider_name: string | null;
  rating_of_rider: number | null;
}

export interface TripHistoryPage {
  trips: HistoryTrip[];
  next_cursor: string | null;
}

export const afterRideApi = {
  rateRider: (trip_id: number, rating: number) =>
    apiPost<DriverTrip & { rating_of_rider: number | null }>('/driverapi/raterider', {
      trip_id,
      rating,
    }),
  earnings: (signal?: AbortSignal) => apiPost<DriverEarnings>('/driverapi/getearnings', {}, signal),
  history: (cursor: string | null, signal?: AbortSignal) =>
    apiPost<TripHistoryPage>(
      '/driverapi/gettriphistory',
      cursor ? { cursor, limit: 20 } : { limit: 20 },
      signal,
    ),
};
