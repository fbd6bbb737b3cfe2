import type { DriverTrip } from '@fairfare/contracts/drivers';
import type { MessageKey } from '@fairfare/contracts/messages';
import type { Trip } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { toDriverTrip, toTrip } from '../ride/views.ts';
import type { RideDeps } from '../ride/deps.ts';
import { driverCashConfirmation, riderCashChoice, type CashRefusal } from './cash-rules.ts';
import { settleLockedTrip } from './settle.ts';
import { tripChanges, tripReads } from '../ride/store.ts';

// Cash (docs/architecture.md): the rider chooses it, the trip's driver confirms it, only then is it Paid.

const refusal = (r: CashRefusal) => new AppError(r.status, r.refused);

/**
 * tronsactionapi/addtriptrans with pay_mode Cash: records nothing and pays nothing. It answers the
 * rider's own trip, still Unpaid, with 'your driver will confirm the cash' — or, when the driver
 * already did, the Paid trip with 'cash recorded'.
 */
export async function chooseCash(
  deps: { db: Db },
  riderId: number,
  tripId: number,
): Promise<{ trip: Trip; message: MessageKey }> {
  const trip = ownedBy(await tripReads.findWithDriver(deps.db, tripId), riderId);
  const choice = riderCashChoice(trip);
  if ('refused' in choice) throw refusal(choice);
  return {
    trip: toTrip(trip),
    message: choice.answer === 'confirmed' ? 'payment.cashConfirmed' : 'payment.cashAwaitingDriver',
  };
}

/**
 * driverapi/confirmcash: the trip's driver took the cash. In the ride's transaction (rider,
 * then trip locked: ride/changes.ts): the trip is marked Paid and the Cash payment recorded as any payment is
 * (settle.ts), and once committed the rider hears `paid`, so their open popup turns to thank-you.
 * A second confirmation answers the Paid trip and changes nothing.
 */
export async function confirmCash(
  deps: RideDeps,
  driverId: number,
  tripId: number,
  now: number,
): Promise<DriverTrip> {
  return tripChanges.changeTripTelling(deps, tripId, async ({ trx, trip, notices }) => {
    const step = driverCashConfirmation(trip, driverId, now);
    if ('refused' in step) throw refusal(step);
    if (trip && step.step === 'confirm') {
      await settleLockedTrip(trx, trip, { tripId, riderId: trip.user_id, mode: 'Cash', now });
      notices.toRider(trip.user_id, {
        trip_status: 'paid',
        data: { trip_id: tripId, pay_mode: 'Cash' },
      });
    }
    const updated = await tripReads.findForDriver(trx, tripId);
    if (!updated) throw new Error('trip vanished inside its own transaction');
    return toDriverTrip(updated);
  });
}
