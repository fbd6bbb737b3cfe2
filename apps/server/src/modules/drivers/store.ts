import { driversRepo } from './repo.ts';

/**
 * What other modules may read and lock of the drivers' table (decision 043): the repo stays the
 * drivers' own; the offers and the rider's accept ask here.
 */

export type { DriverRow } from './repo.ts';

export const driverReads = Object.freeze({
  findById: driversRepo.findById,
  /** Where the driver last said they were (null when never). */
  position: driversRepo.position,
  /** Of these drivers, the online ones of a city and category, with their positions. */
  onlineAmong: driversRepo.onlineAmong,
  /**
   * The drivers the simulator may drive in a city (is_simulated, migration 029): the demo seed's
   * roster; real drivers, and every driver admitted later, are never on it.
   */
  simulatedRoster: driversRepo.simulatedRoster,
});

/** The driver's average rating: read under a lock, then set, by a rider's rating (ratings/). */
export const driverRating = Object.freeze({
  lock: driversRepo.lockRating,
  set: driversRepo.setRating,
});

/** Locks the driver's row until the transaction ends: two riders cannot take one driver at once. */
export const lockDriver = driversRepo.lock;

/** Counts a completed trip on its driver (num_trip + 1), in the ride's completion (ride/). */
export const countDriverTrip = driversRepo.countTrip;
