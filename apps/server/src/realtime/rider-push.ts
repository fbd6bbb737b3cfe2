import { riderPushSchema, type PushNotice, type RiderPush } from '@fairfare/contracts/socket';

/** Turns a module's notice into the push the rider receives (see buildRiderPush). */
export type RiderPushBuilder = (notice: PushNotice) => Promise<RiderPush>;

/** The rider's view of a trip, as the ride reads it (given where the app is assembled). */
export type RiderTripReader = (tripId: number) => Promise<RiderPush['data']['trip']>;

/**
 * The one place a rider's push gets its payload: the notice's news plus the rider's view of the
 * trip, read after the change committed (so it is at least as new as the change), checked
 * against the shared contract. A notice that does not fit the contract is a bug of its sender:
 * it throws, the notifier logs it, and the rider's next poll brings the change instead.
 */
export function riderPushBuilder(riderTrip: RiderTripReader): RiderPushBuilder {
  return async (notice) => buildRiderPush(notice, await riderTrip(notice.data.trip_id));
}

export function buildRiderPush(notice: PushNotice, trip: RiderPush['data']['trip']): RiderPush {
  const push = { trip_status: notice.trip_status, data: { ...notice.data, trip } };
  const checked = riderPushSchema.safeParse(push);
  if (!checked.success) {
    throw new Error(
      `rider push '${notice.trip_status}' breaks its contract: ${checked.error.message}`,
    );
  }
  // the notice's own extra fields (e.g. a dispatch's dispatched_at) go out too, as before
  return push as RiderPush;
}
