/**
 * Query keys that more than one feature uses (one feature reads, another invalidates after a
 * change), in one place where the layer lint can see them. A prefix invalidates every key under it:
 * `tripKeys.all` refreshes the history, the active trip and the open requests at once.
 */
export const tripKeys = {
  all: ['trips'] as const,
  openRequests: () => [...tripKeys.all, 'open-requests'] as const,
  active: () => [...tripKeys.all, 'active'] as const,
  history: (page: { page: number; limit: number }) => [...tripKeys.all, 'history', page] as const,
  upcoming: () => [...tripKeys.all, 'upcoming'] as const,
  cancelQuote: (tripId: number) => [...tripKeys.all, 'cancel-quote', tripId] as const,
  /** The rider's latest trip that ended (domain/trips/tripCache.ts): never fetched, only set. */
  ended: () => [...tripKeys.all, 'ended'] as const,
};

/** The drivers' offers on the rider's request (polled by the ride overlay). */
export const offerKeys = {
  all: ['ride', 'offers'] as const,
  trip: (tripId: number) => [...offerKeys.all, tripId] as const,
};

export const userKeys = {
  me: ['users', 'me'] as const,
  wallet: () => [...userKeys.me, 'wallet'] as const,
};

export const paymentKeys = {
  /** A paid trip's receipt (My Account); a tip added after the ride changes it. */
  receipt: (tripId: number) => ['payments', 'receipt', tripId] as const,
  /** What the rider may tip on a trip (the thank-you popup's tip step). */
  tip: (tripId: number) => ['ride', 'tip', tripId] as const,
};
