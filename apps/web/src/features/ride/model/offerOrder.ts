import type { TripRequest } from '@fairfare/contracts/offers';

/** How the rider lists the offers: as they came (new ones at the end), or by what matters to them. */
export const OFFER_ORDERS = ['received', 'price', 'arrival', 'rating'] as const;
export type OfferOrder = (typeof OFFER_ORDERS)[number];

const byReceived = (a: TripRequest, b: TripRequest) => a.tripRequestId - b.tripRequestId;

const COMPARE: Record<OfferOrder, (a: TripRequest, b: TripRequest) => number> = {
  received: byReceived,
  price: (a, b) => a.offer_amt - b.offer_amt,
  // an unknown position goes last
  arrival: (a, b) => (a.eta_min ?? Infinity) - (b.eta_min ?? Infinity),
  rating: (a, b) => b.Driver.d_rating - a.Driver.d_rating,
};

/**
 * The offers in the chosen order; ties keep the order they came in, so a new offer never moves
 * the cards already there unless it sorts before them. 'received' appends new offers at the end.
 */
export function orderOffers(offers: readonly TripRequest[], order: OfferOrder): TripRequest[] {
  return [...offers].sort((a, b) => COMPARE[order](a, b) || byReceived(a, b));
}
