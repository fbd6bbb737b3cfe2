// The receipt's path lives with the payments (the ride's popups link to it too).
export { receiptPath } from '../../domain/payments/paths';

/** The booking screen opened on a ride for later, to change it (as booking's editScheduledRidePath). */
export function changeScheduledRidePath(tripId: number): string {
  return `/booknow?edit=${tripId}`;
}
