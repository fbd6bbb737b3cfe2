import type { DriverTrip } from '@fairfare/contracts/drivers';
import { payKey } from '../../shared/format';

/** Whether the driver still has to take the cash of this completed trip. */
export function cashDue(trip: DriverTrip): boolean {
  return (
    trip.trip_status === 'completed' &&
    payKey(trip.trip_pay_mode) === 'cash' &&
    trip.trip_pay_status.toLowerCase() !== 'paid'
  );
}
