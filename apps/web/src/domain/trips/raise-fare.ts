import { endpoints } from '@fairfare/contracts/api';
import type { RaiseFareRequest } from '@fairfare/contracts/offers';
import { updateTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../shared/api/client';
import { useTripChange } from './tripCache';

/** `tripapi/raisefare` (rider only): a higher fare for the rider's open request. */
export async function raiseFare(body: RaiseFareRequest): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.raiseFare, body);
  return updateTripResponseSchema.parse(response);
}

export function useRaiseFare() {
  return useTripChange(raiseFare);
}
