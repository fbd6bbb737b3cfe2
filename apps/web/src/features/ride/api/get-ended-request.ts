import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { tripListSchema, type Trip } from '@fairfare/contracts/trips';
import { tripKeys } from '../../../shared/api/queryKeys';
import { apiPost } from '../../../shared/api/client';
import { storageKeys } from '../../../shared/storage';
import { shouldTellEndedRequest } from '../model/endedRequest';

function readSeen(): number | null {
  try {
    const stored = Number(localStorage.getItem(storageKeys.endedRequestSeen));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null; // storage can be unavailable (private mode)
  }
}

/** Remembers that the rider was told how this request ended (so it is said once). */
export function markEndedRequestSeen(tripId: number): void {
  try {
    localStorage.setItem(storageKeys.endedRequestSeen, String(tripId));
  } catch {
    // storage unavailable: the rider may be told again on the next visit, no harm
  }
}

/**
 * The rider's latest trip, when it is a request that ended without a ride (expired unanswered,
 * or its driver cancelled before the pickup) while they were away, recent, and not told yet;
 * else null (a later ride, even a finished one, makes it old news).
 */
async function getEndedRequest(signal?: AbortSignal): Promise<Trip | null> {
  const response = await apiPost<unknown>(
    endpoints.trips.list,
    { is_request: '0', offset: '0', limit: '1' },
    signal,
  );
  const [latest] = tripListSchema.parse(response).trips;
  return latest && shouldTellEndedRequest(latest, Date.now(), readSeen()) ? latest : null;
}

/** Read once per page load, while the rider has no ride in progress. */
export function useEndedRequest(enabled: boolean) {
  return useQuery({
    queryKey: [...tripKeys.all, 'ended-request'],
    queryFn: ({ signal }) => getEndedRequest(signal),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
