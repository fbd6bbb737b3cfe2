import type { z } from 'zod';
import { RESENDABLE_TRIP_STATUSES, type resendActionSchema } from '@fairfare/contracts/trips';
import { conflict } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import type { RideDeps, TripOutcome } from './deps.ts';
import { bookTrip, type Booking, type BookingOptions } from './book.ts';
import { type TripRow, tripReads } from './store.ts';

/** The booking of an ended request, as a ride now again (no promo: a code is used once). */
export function bookingAgain(row: TripRow, offer: number | undefined): Booking {
  return {
    city_id: row.city_id,
    category_id: row.category_id,
    pickup: { lat: row.trip_from_lat, lng: row.trip_from_lng, address: row.trip_from_loc },
    drop: { lat: row.trip_to_lat, lng: row.trip_to_lng, address: row.trip_to_loc },
    user_offer_amt: offer ?? row.user_offer_amt / 100,
    trip_pay_mode: row.trip_pay_mode as Booking['trip_pay_mode'],
    note: row.note,
    is_for_other: row.is_for_other === 1,
    ...(row.is_for_other === 1
      ? {
          passenger_name: row.passenger_name ?? undefined,
          passenger_contact: row.passenger_contact ?? undefined,
        }
      : {}),
  };
}

/**
 * `resend`: the rider's request that no driver answered (expired) or whose driver cancelled goes
 * out again as a new ride now, with the same booking and the old or a raised offer. The booking
 * rules decide as for any new booking (fare bounds today, one open ride, nothing owed).
 */
export async function resendTrip(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof resendActionSchema>,
  options: BookingOptions,
): Promise<TripOutcome> {
  const row = ownedBy(await tripReads.findWithDriver(deps.db, request.trip_id), riderId);
  if (!(RESENDABLE_TRIP_STATUSES as readonly string[]).includes(row.trip_status)) {
    throw conflict('booking.cannotResend');
  }
  const { trip } = await bookTrip(
    deps,
    riderId,
    bookingAgain(row, request.user_offer_amt),
    options,
  );
  return { trip, message: 'booking.resent' };
}
