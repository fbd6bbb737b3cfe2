import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { ENDED_TRIP_STATUSES, tripListSchema, type Trip } from '@fairfare/contracts/trips';
import { tripKeys } from '../../../shared/api/queryKeys';
import { apiPost } from '../../../shared/api/client';

/** While a card charge of the ended trip is under way, read it again this often, this long. */
export const PENDING_RECHECK_MS = 1000;
export const PENDING_MAX_WAIT_MS = 30_000;

async function readEndedTrip(tripId: number): Promise<Trip | null> {
  const response = await apiPost<unknown>(endpoints.trips.list, {
    is_request: '0',
    offset: '0',
    limit: '20',
    statuses: [...ENDED_TRIP_STATUSES],
  });
  return tripListSchema.parse(response).trips.find((t) => t.trip_id === tripId) ?? null;
}

/**
 * How a trip that left the active list ended: the trip list with the ended statuses, searched
 * for `tripId`. Null when it is not among the latest 20 (then nothing is shown). A Card trip
 * whose saved card is being charged right now (`trip_pay_pending`) is read again until the
 * charge is done, so the rider is not offered to pay a trip that is about to be Paid.
 */
export async function getEndedTrip(
  tripId: number,
  wait = { recheckMs: PENDING_RECHECK_MS, maxWaitMs: PENDING_MAX_WAIT_MS },
): Promise<Trip | null> {
  const started = Date.now();
  for (;;) {
    const trip = await readEndedTrip(tripId);
    if (!trip?.trip_pay_pending || Date.now() - started >= wait.maxWaitMs) return trip;
    await new Promise((resolve) => setTimeout(resolve, wait.recheckMs));
  }
}

/** While the rider waits for the driver to confirm the cash, the trip is read again this often. */
export const CASH_RECHECK_MS = 5000;

/**
 * The trip whose cash the rider waits for, read again every CASH_RECHECK_MS (starting from the
 * copy the rider's choice answered): the `paid` push usually comes first; this covers a missed one.
 */
export function useAwaitedCashTrip(trip: Trip) {
  return useQuery({
    queryKey: [...tripKeys.all, 'awaited-cash', trip.trip_id],
    queryFn: () => readEndedTrip(trip.trip_id),
    initialData: trip,
    staleTime: CASH_RECHECK_MS,
    refetchInterval: CASH_RECHECK_MS,
  });
}
