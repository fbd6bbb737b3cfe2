import type { TripRequestList } from '@fairfare/contracts/offers';
import { cutName } from './display';

/**
 * What a 'declined' push to the rider says happened. The specification's 'Your ride request has
 * been declined by the driver.' names the whole request declined (`request`); the service sends
 * 'declined' also when one driver turns down the rider's counter-offer (the push names the
 * driver), while the request stays open with the other offers: then the toast says so, with the
 * driver's name as the offer popup showed it when the offers list knows it (issue 26).
 */
export type DeclinedPush = { kind: 'request' } | { kind: 'counter'; name: string | null };

export function declinedPush(
  data: Record<string, unknown>,
  offers: TripRequestList | undefined,
): DeclinedPush {
  const driverId = data.driver_id;
  if (typeof driverId !== 'number') return { kind: 'request' };
  const offer = offers?.offers.find((o) => o.driver_id === driverId);
  return { kind: 'counter', name: offer ? cutName(offer.Driver.d_name) : null };
}
