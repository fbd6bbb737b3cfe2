import type { DriverOffer, OpenRequest } from '@fairfare/contracts/drivers';
import { travelMinutes } from '@fairfare/contracts/fare';
import type { OpenRequestRow } from '../ride/store.ts';
import { toAnnouncedRequest } from '../ride/views.ts';

/**
 * An open request as a driver near it sees it: of the rider only the first name, the rating by
 * drivers (null until rated) and the way they pay.
 */
export function toOpenRequest(
  trip: OpenRequestRow,
  pickupKm: number,
  myOffer: DriverOffer | null,
): OpenRequest {
  return {
    ...toAnnouncedRequest(trip),
    pickup_distance_km: Math.round(pickupKm * 100) / 100,
    pickup_eta_min: travelMinutes(pickupKm),
    my_offer: myOffer,
  };
}
