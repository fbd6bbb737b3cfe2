import type { DbOrTrx } from '../../db/database.ts';
import { paymentsRepo } from './repo.ts';
import type { Owed } from './rules.ts';
import { type TripRow } from '../ride/store.ts';

// What a trip's payment intent carries: its metadata, description and currency.
export const intentMetadata = (trip: TripRow, owed: Owed) => ({
  trip_id: String(trip.trip_id),
  user_id: String(trip.user_id),
  kind: owed.kind,
});

export const description = (trip: TripRow, owed: Owed) =>
  owed.kind === 'cancel_fee'
    ? `FairFare cancellation fee, trip #${trip.trip_id}`
    : `FairFare trip #${trip.trip_id}`;

export async function chargeCurrency(db: DbOrTrx, trip: TripRow): Promise<string> {
  return ((await paymentsRepo.cityCurrency(db, trip.city_id)) ?? trip.trip_currency).toLowerCase();
}
