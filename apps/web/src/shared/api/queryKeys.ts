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
};

export const userKeys = {
  me: ['users', 'me'] as const,
  wallet: () => [...userKeys.me, 'wallet'] as const,
};

export const paymentKeys = {
  /** A paid trip's receipt (My Account); a tip added after the ride changes it. */
  receipt: (tripId: number) => ['payments', 'receipt', tripId] as const,
};
