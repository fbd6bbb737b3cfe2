import type { OpenRequest } from '@fairfare/contracts/drivers';

/**
 * An open request as the app shows it. The rider's first name, rating and way of paying come
 * with the request when the service sends them; the card reads them through here, so that a
 * request without them still shows ("The rider").
 */
export interface RequestRider {
  firstName: string | null;
  rating: number | null;
  payMode: string | null;
}

export function riderOf(request: OpenRequest): RequestRider {
  const extra = request as OpenRequest & Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    firstName: str(extra.rider_first_name) ?? str(extra.rider_name),
    rating: num(extra.rider_rating),
    payMode: str(extra.trip_pay_mode) ?? str(extra.pay_mode),
  };
}

/** When the request stops being open to offers: the driver's own open offer's end, else the request's. */
export function closesAt(request: OpenRequest): number | null {
  const offer = request.my_offer;
  if (offer && (offer.status === 'offer' || offer.status === 'counter')) return offer.expires_at;
  return request.request_expires_at;
}
