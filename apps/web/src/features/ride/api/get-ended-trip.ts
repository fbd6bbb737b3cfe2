import { endpoints } from '@fairfare/contracts/api';
import { tripListSchema, type Trip, type TripStatus } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';

const ENDED_STATUSES: TripStatus[] = [
  'completed',
  'cancel',
  'paid_cancel',
  'p_cancel_pickup',
  'p_cancel_drop',
  'expired',
];

/**
 * How a trip that left the active list ended: the trip list with the ended statuses, searched
 * for `tripId`. Null when it is not among the latest 20 (then nothing is shown).
 */
export async function getEndedTrip(tripId: number): Promise<Trip | null> {
  const response = await apiPost<unknown>(endpoints.trips.list, {
    is_request: '0',
    offset: '0',
    limit: '20',
    statuses: ENDED_STATUSES,
  });
  return tripListSchema.parse(response).trips.find((t) => t.trip_id === tripId) ?? null;
}
