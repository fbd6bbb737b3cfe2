import {
  replaceEqualDeep,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TripRequest, TripRequestList } from '@fairfare/contracts/offers';
import { riderPushSchema, type RiderPush } from '@fairfare/contracts/socket';
import { isLiveTrip, OPEN_REQUEST_STATUSES, OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
import type { Trip } from '@fairfare/contracts/trips';
import { offerKeys, tripKeys } from '../../shared/api/queryKeys';

/**
 * The one owner of the rider's trip and offer cache (decision 037). Pushes, mutation answers and
 * polls all land here, and the newest copy of a trip wins (its version, bumped by every write of
 * the trip on the server): the active trip, the open requests the booking screen shows, the
 * offers of the request, and the latest trip that ended (which the ride overlay turns into its
 * popups). A push that shows a write the site never heard of (the version jumped) or a socket
 * that was away makes the site ask the server again; nothing else does.
 */

const OPEN: readonly string[] = OPEN_TRIP_STATUSES;
const REQUEST: readonly string[] = OPEN_REQUEST_STATUSES;

/** How new a copy of a trip is (the server bumps it on every write of the trip). */
export function tripVersion(trip: Trip): number {
  return trip.version;
}

/** Of two answers about the active trip, the one to keep: a copy of the same trip never goes back. */
export function newerActiveTrip(
  kept: Trip | null | undefined,
  fresh: Trip | null,
): Trip | null | undefined {
  if (kept && fresh && kept.trip_id === fresh.trip_id && tripVersion(kept) > tripVersion(fresh)) {
    return kept;
  }
  // an equal copy keeps the kept object (React Query's own sharing), so that nothing re-renders
  return replaceEqualDeep(kept, fresh);
}

function isOpen(trip: Trip): boolean {
  return OPEN.includes(trip.trip_status);
}

/**
 * A copy of one of the rider's trips, from wherever it came (a push, a mutation's answer, the
 * ended-trip read): the lists that show it are brought to it when it is newer than theirs.
 */
export function applyTrip(client: QueryClient, trip: Trip): void {
  const active = client.getQueryData<Trip | null>(tripKeys.active());
  if (active && active.trip_id === trip.trip_id && tripVersion(active) > tripVersion(trip)) return;
  if (isOpen(trip) && isLiveTrip(trip)) {
    // a live trip other than the one on screen: the server's list says which one is shown
    if (active && active.trip_id !== trip.trip_id) void refreshRide(client);
    else client.setQueryData(tripKeys.active(), trip);
  } else if (active?.trip_id === trip.trip_id) {
    client.setQueryData(tripKeys.active(), null);
  }
  // a ride for later cancelled before it went out never was on screen: no end to tell
  if (!isOpen(trip) && isLiveTrip(trip)) {
    const ended = client.getQueryData<Trip | null>(tripKeys.ended());
    if (!ended || ended.trip_id !== trip.trip_id || tripVersion(ended) <= tripVersion(trip)) {
      client.setQueryData(tripKeys.ended(), trip);
    }
  }
  client.setQueryData<Trip[]>(tripKeys.openRequests(), (requests = []) => {
    const others = requests.filter((r) => r.trip_id !== trip.trip_id);
    return REQUEST.includes(trip.trip_status) ? [trip, ...others] : others;
  });
}

/** A driver's offer as the offer list shows it (a push, the answer to a counter or a decline). */
export function applyOffer(client: QueryClient, offer: TripRequest): void {
  const key = offerKeys.trip(offer.trip_id);
  const list = client.getQueryData<TripRequestList>(key);
  if (!list) {
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  const kept = list.offers.find((o) => o.tripRequestId === offer.tripRequestId);
  if (kept && kept.version > offer.version) return;
  client.setQueryData<TripRequestList>(key, {
    ...list,
    offers: kept
      ? list.offers.map((o) => (o.tripRequestId === offer.tripRequestId ? offer : o))
      : [...list.offers, offer],
  });
}

/** An offer the rider can no longer take (it expired, or its driver declined the counter-offer). */
function closeOffer(
  client: QueryClient,
  tripId: number,
  tripRequestId: number,
  status: TripRequest['status'],
): void {
  client.setQueryData<TripRequestList>(offerKeys.trip(tripId), (list) =>
    list
      ? {
          ...list,
          offers: list.offers.map((o) =>
            o.tripRequestId === tripRequestId ? { ...o, status } : o,
          ),
        }
      : list,
  );
}

/**
 * A push the cache took, the offer it names as the list showed it before (for a toast), and the
 * ride on screen once it was taken (the cache keeps the newest copy: a late push does not move
 * the ride back).
 */
export interface AppliedPush {
  push: RiderPush;
  offerBefore: TripRequest | undefined;
  tripNow: Trip | null;
}

/**
 * A push to the rider: its trip and offer go into the cache. One the site cannot read, or one
 * showing that a write of the trip was missed (its version jumped), makes it ask the server again.
 */
export function applyRiderPush(client: QueryClient, message: unknown): AppliedPush | null {
  const parsed = riderPushSchema.safeParse(message);
  if (!parsed.success) {
    console.error('a push the site cannot read', parsed.error);
    void refreshRide(client);
    return null;
  }
  const push = parsed.data;
  const { trip } = push.data;
  const named = 'tripRequestId' in push.data ? push.data.tripRequestId : undefined;
  const offerBefore = client
    .getQueryData<TripRequestList>(offerKeys.trip(trip.trip_id))
    ?.offers.find((o) => o.tripRequestId === named);
  const active = client.getQueryData<Trip | null>(tripKeys.active());
  const missed = active?.trip_id === trip.trip_id && tripVersion(trip) > tripVersion(active) + 1;
  applyTrip(client, trip);
  if (push.trip_status === 'offer') applyOffer(client, push.data.offer);
  else if (push.trip_status === 'reject_offer')
    closeOffer(client, trip.trip_id, push.data.tripRequestId, 'expired');
  else if (push.trip_status === 'declined')
    closeOffer(client, trip.trip_id, push.data.tripRequestId, 'declined');
  if (missed) void refreshRide(client);
  const tripNow = client.getQueryData<Trip | null>(tripKeys.active()) ?? null;
  return { push, offerBefore, tripNow };
}

/** Asks the server again for the ride on screen (a missed push, a socket back from a drop). */
export function refreshRide(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: tripKeys.active() }),
    client.invalidateQueries({ queryKey: offerKeys.all }),
  ]).then(() => undefined);
}

/** Something changed the rider's trips in a way no answer shows (a new booking, a rating): every trip list is read again. */
export function tripsChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: tripKeys.all });
}

/**
 * A change of one of the rider's trips whose answer is the trip (cancel, resend, raise, edit):
 * the answer goes into the cache, then every trip list is read again, not awaited, so that the
 * caller's own callbacks run before the refreshed lists can unmount it.
 */
export function useTripChange<Body>(change: (body: Body) => Promise<Trip>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (trip) => applyTrip(client, trip),
    onSettled: () => {
      void tripsChanged(client);
    },
  });
}

/** Asks again for the offers of one request (the rider's counter or decline failed). */
export function refreshOffers(client: QueryClient, tripId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: offerKeys.trip(tripId) });
}

/** The latest trip that ended, as the cache last heard of it (null until one does). */
export function useEndedTrip(): Trip | null {
  const { data } = useQuery<Trip | null>({
    queryKey: tripKeys.ended(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
}
