import type { DbOrTrx } from '../../db/database.ts';
import { paymentsRepo } from './repo.ts';

/**
 * What other modules may read of payments' tables (decision 043): the rider's saved cards and
 * gateway customer, and the payment that settled a trip (tips charge a card and check the fare's).
 */
export const paymentReads = Object.freeze({
  /** The rider's wallet, gateway customer and name. */
  rider: paymentsRepo.rider,
  cardsOf: paymentsRepo.cardsOf,
  findCard: paymentsRepo.findCard,
  tripSettlement: paymentsRepo.tripSettlement,
});

/** The rider's wallet balance in cents (0 for a rider not found). */
export async function walletBalance(db: DbOrTrx, riderId: number): Promise<number> {
  return (await paymentsRepo.rider(db, riderId))?.u_wallet ?? 0;
}
