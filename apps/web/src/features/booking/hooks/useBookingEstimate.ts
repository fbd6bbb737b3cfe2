import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import { ApiError } from '../../../shared/api/client';
import { useFareEstimates } from '../api/estimate-fares';
import { estimateRequestFor } from '../model/estimateRequest';
import { FIELD_OF_MESSAGE } from '../model/validate';

/**
 * The estimated fares of the route (every category's, and the chosen one's), and the estimate's
 * error: `errorField` is the field it is about, if any (else the form shows it on its own).
 */
export function useBookingEstimate(
  pickup: Place | null,
  drop: Place | null,
  categoryId: string,
  cityOf: (point: LatLng) => number | null | undefined,
) {
  const request = estimateRequestFor(pickup, drop, cityOf);
  const estimates = useFareEstimates(request);
  const all = request ? estimates.data : undefined;
  const error = request && estimates.error instanceof ApiError ? estimates.error : null;
  return {
    all,
    estimating: request !== null && estimates.isPending,
    estimate: categoryId !== '' ? all?.[categoryId] : undefined,
    error,
    errorField: error?.code ? FIELD_OF_MESSAGE[error.code] : undefined,
    retry: () => void estimates.refetch(),
  };
}

export type BookingEstimate = ReturnType<typeof useBookingEstimate>;
