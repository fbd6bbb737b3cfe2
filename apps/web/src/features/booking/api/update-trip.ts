import { endpoints } from '@fairfare/contracts/api';
import type { z } from 'zod';
import {
  updateTripResponseSchema,
  type Trip,
  type updateTripRequestSchema,
} from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';
import { useTripChange } from '../../../domain/trips/tripCache';

export type UpdateTripBody = z.output<typeof updateTripRequestSchema>;

/**
 * `tripapi/updatetrip` (rider only): `cancel_request` withdraws a request no driver has taken yet;
 * `edit_scheduled` replaces the booking of a ride for later. Answers the updated trip.
 */
export async function updateTrip(body: UpdateTripBody): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, body);
  return updateTripResponseSchema.parse(response);
}

export function useUpdateTrip() {
  return useTripChange(updateTrip);
}
