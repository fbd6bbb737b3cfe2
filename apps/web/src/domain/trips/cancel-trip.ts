import { endpoints } from '@fairfare/contracts/api';
import { updateTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../shared/api/client';
import { useTripChange } from './tripCache';

/**
 * `tripapi/updatetrip` with action `cancel`: the rider cancels the trip with a reason
 * (is_cancelled 1, the fee payer 'r'). Answers the cancelled trip (cancel_fee when one is owed).
 */
export async function cancelTrip(body: { trip_id: number; trip_reason: string }): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, {
    action: 'cancel',
    trip_id: body.trip_id,
    trip_reason: body.trip_reason,
    is_cancelled: 1,
    can_fee_by: 'r',
  });
  return updateTripResponseSchema.parse(response);
}

/**
 * Cancels; the cancelled trip goes into the trip cache (the ride overlay hears of its end from
 * there), then every trip list is read again (the history, the upcoming rides).
 */
export function useCancelTrip() {
  return useTripChange(cancelTrip);
}

/** `tripapi/updatetrip` with action `cancel_request`: the request is withdrawn, no fee. */
export async function cancelRequest(tripId: number): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, {
    action: 'cancel_request',
    trip_id: tripId,
  });
  return updateTripResponseSchema.parse(response);
}

export function useCancelRequest() {
  return useTripChange(cancelRequest);
}
