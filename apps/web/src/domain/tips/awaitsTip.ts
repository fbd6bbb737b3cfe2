import { afterRideOpen } from '@fairfare/contracts/after-ride';
import type { Trip } from '@fairfare/contracts/trips';

/**
 * The rider can still add a tip for this trip's driver from My Account (issue 26): a completed
 * ride, paid, not in cash, no tip yet, within the after-ride window (contracts after-ride.ts).
 * The server decides the rest (how it is paid) and refuses a second tip or a late one.
 */
export function awaitsTip(
  trip: Pick<
    Trip,
    'trip_status' | 'trip_pay_status' | 'trip_pay_mode' | 'tip_amount' | 'trip_date'
  >,
  now: number = Date.now(),
): boolean {
  return (
    trip.trip_status === 'completed' &&
    trip.trip_pay_status.toLowerCase() === 'paid' &&
    trip.trip_pay_mode.toLowerCase() !== 'cash' &&
    trip.tip_amount === 0 &&
    afterRideOpen(trip.trip_date, now)
  );
}
