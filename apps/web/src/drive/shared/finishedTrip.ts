import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DriverTrip } from '@fairfare/contracts/drivers';

/**
 * The ride the driver just completed, shown until they are done with it (cash, the rider's
 * rating): the service's list of the driver's trips holds assigned and active ones only. Kept for
 * the tab's life (a reload keeps it), forgotten once done.
 */
const KEY = ['drive', 'finished'] as const;
const STORAGE_KEY = 'ff_drive_finished';

function read(): DriverTrip | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as DriverTrip) : null;
  } catch {
    return null;
  }
}

function write(trip: DriverTrip | null) {
  try {
    if (trip) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(trip));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode: a reload forgets it
  }
}

export function useFinishedTrip(): [DriverTrip | null, (trip: DriverTrip | null) => void] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: () => read(),
    initialData: read,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const set = useCallback(
    (trip: DriverTrip | null) => {
      write(trip);
      queryClient.setQueryData(KEY, trip);
    },
    [queryClient],
  );
  return [data ?? null, set];
}
