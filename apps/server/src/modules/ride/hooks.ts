import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DriversTable } from '../../db/schema.ts';

/**
 * What the ride's moves ask of the modules beside it (decision 064): the payments around a move
 * (the wallet's balance, the card an accept keeps, its intent, the charge of a completed or
 * cancelled Card trip, the cash settlement), a rider's unpaid trip (receipts), the texts and
 * reminders of a ride for later (reminders) and the drivers' rows (drivers). Those modules read
 * and write the ride through ride/store.ts, so the ride cannot import them back: app/ride.ts
 * fills these hooks when the app is assembled, and the ride imports none of them.
 */
export interface RideHooks {
  payments: {
    /** The rider's wallet balance in cents (a wallet booking or raised fare must fit in it). */
    walletBalance(db: DbOrTrx, riderId: number): Promise<number>;
    /** At accept, the saved card a Card trip will be charged on (404 for another's), or null. */
    chooseTripCard(
      db: DbOrTrx,
      riderId: number,
      requested: string | undefined,
    ): Promise<string | null>;
    /** After a committed accept: the Card trip's waiting intent. Never throws. */
    prepareTripIntent(tripId: number): Promise<void>;
    /**
     * After a committed completion or cancellation: charges a Card trip's saved card (or
     * releases its intent when nothing is owed). Never throws; whether the trip was paid.
     */
    chargeSavedCard(
      tripId: number,
      now: number,
      options?: { claimedAt?: number },
    ): Promise<boolean>;
  };
  /** The rider's latest trip still owing a fare or fee (receipts), which blocks a booking. */
  unpaidTripOf(db: DbOrTrx, riderId: number): Promise<number | undefined>;
  reminders: {
    /** Plans the reminder of a ride for later inside the booking's transaction. */
    remindLater(
      trx: DbOrTrx,
      trip: { trip_id: number; trip_date: number },
      reminderMs: number,
      now: number,
    ): Promise<void>;
    /** After a committed accept of a ride for later: the rider is texted who will drive. */
    tellDriverAssigned(tripId: number): Promise<void>;
    /** …and of a ride booked for someone else: its passenger is texted the driver and link. */
    tellPassenger(tripId: number, trackUrl: (token: string) => string): Promise<void>;
  };
  drivers: {
    findById(db: DbOrTrx, driverId: number): Promise<Selectable<DriversTable> | undefined>;
    /** Where the driver last said they were. */
    position(
      db: DbOrTrx,
      driverId: number,
    ): Promise<{ d_lat: number | null; d_lng: number | null } | undefined>;
    /** Of these drivers, the online ones of a city and category. */
    onlineAmong(
      db: DbOrTrx,
      driverIds: number[],
      filter: { cityId: number; categoryId: number },
    ): Promise<Array<{ driver_id: number }>>;
    /** Locks the driver's row until the transaction ends (one driver, one accepted ride). */
    lock(db: DbOrTrx, driverId: number): Promise<void>;
    /** Counts a completed trip on the driver (num_trip + 1). */
    countTrip(db: DbOrTrx, driverId: number): Promise<void>;
    /** 403 `ops.driverSuspended` for a suspended driver (drivers/suspension.ts). */
    refuseIfSuspended(driver: { suspended_at: number | null }): void;
  };
}
