import { endpoints } from '@fairfare/contracts/api';
import { updateTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';
import { useTripChange } from '../../../domain/trips/tripCache';

/**
 * `tripapi/updatetrip` with action `resend`: a request no driver answered (or whose driver
 * cancelled) goes out again as a new ride now, with the same booking and this offer.
 */
export async function resendTrip(body: { trip_id: number; user_offer_amt: number }): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, { action: 'resend', ...body });
  return updateTripResponseSchema.parse(response);
}

/** Sends again; the new request becomes the active trip (the overlay follows its offers). */
export function useResendTrip() {
  return useTripChange(resendTrip);
}
