import { usersRepo } from './repo.ts';

/**
 * What other modules may read and lock of the riders' accounts (decision 043): login finds and
 * creates a rider; the rider's limited lists lock the rider while they check a limit.
 */
export const riderAccounts = Object.freeze({
  findById: usersRepo.findById,
  findByPhone: usersRepo.findByPhone,
  insert: usersRepo.insert,
});

/** The rider's average rating by drivers: read, then set, by a driver's rating (ratings/). */
export const riderRating = Object.freeze({
  read: usersRepo.rating,
  set: usersRepo.setRating,
});

/**
 * Locks the rider's row until the transaction ends, so that two changes of one rider's limited
 * lists (saved places, trusted contacts) take turns and the limits read under the lock hold.
 */
export const lockRider = usersRepo.lockRider;
