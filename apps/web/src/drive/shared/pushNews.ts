import type { PushMessage } from '@fairfare/contracts/socket';

/**
 * What a push means to the driver, in the app's terms, for the screens to say in words:
 * a counter-offer from the rider, a decline, another driver winning, an offer or request that
 * expired, the offer won, the rider cancelling (with the fee's outcome when the push carries it),
 * a tip. Null: nothing to say (a new request shows as its card; a rider's own push is ignored).
 */
export type DriverNews =
  | { kind: 'countered'; trip_id: number; amount: number }
  | { kind: 'declined'; trip_id: number }
  | { kind: 'lost'; trip_id: number }
  | { kind: 'withdrawn'; trip_id: number }
  | { kind: 'expired'; trip_id: number }
  | { kind: 'won'; trip_id: number }
  | {
      kind: 'cancelled';
      trip_id: number;
      /** The rider's cancellation fee (0: none), when the push says. */
      fee: number | null;
      /** What of it is the driver's, when the push says. */
      driverShare: number | null;
      currency: string | null;
    }
  | { kind: 'tip'; trip_id: number; amount: number; currency: string | null };

type Data = Record<string, unknown>;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Data | null =>
  value !== null && typeof value === 'object' ? (value as Data) : null;

/** A field of the push's data, or of the trip it carries (typed pushes carry the trip). */
function field(data: Data, name: string): unknown {
  return data[name] ?? record(data.trip)?.[name];
}

export function newsOfPush(push: PushMessage, driverId: number | null): DriverNews | null {
  const data = push.data as Data;
  const trip_id = num(data.trip_id);
  if (trip_id === null) return null;
  switch (push.trip_status) {
    case 'offer': {
      // a counter-offer to this driver's own offer; a rider's push about an offer is not news here
      const offer = record(data.offer);
      const amount = num(offer?.user_offer_amt);
      if (!offer || amount === null || (driverId !== null && offer.driver_id !== driverId))
        return null;
      return { kind: 'countered', trip_id, amount };
    }
    case 'declined':
      return { kind: 'declined', trip_id };
    case 'reject_offer':
      // another driver won; or the trip ended (the rider withdrew it); or (older pushes) expired
      if (data.reason === 'trip_ended') return { kind: 'withdrawn', trip_id };
      if (data.reason === 'expired') return { kind: 'expired', trip_id };
      return { kind: 'lost', trip_id };
    case 'expired':
      return { kind: 'expired', trip_id };
    case 'accept':
    case 'assigned':
      return { kind: 'won', trip_id };
    case 'cancel': {
      const fee = num(field(data, 'cancel_fee'));
      return {
        kind: 'cancelled',
        trip_id,
        fee,
        driverShare:
          fee === null
            ? null
            : (num(field(data, 'driver_share')) ?? num(field(data, 'trip_driver_commision'))),
        currency: text(field(data, 'trip_currency')) ?? text(data.currency),
      };
    }
    case 'tip': {
      const amount = num(data.tip_amount);
      return amount === null
        ? null
        : { kind: 'tip', trip_id, amount, currency: text(data.currency) };
    }
    default:
      return null;
  }
}
