import type { OpenRequest } from '@fairfare/contracts/drivers';

/** When the request stops being open to offers: the driver's own open offer's end, else the request's. */
export function closesAt(request: OpenRequest): number | null {
  const offer = request.my_offer;
  if (offer && (offer.status === 'offer' || offer.status === 'counter')) return offer.expires_at;
  return request.request_expires_at;
}

/** The rider's counter-offer to the driver's offer, while it waits for the driver's answer. */
export function counterOffer(request: OpenRequest): number | null {
  const offer = request.my_offer;
  return offer?.status === 'counter' ? offer.user_offer_amt : null;
}
