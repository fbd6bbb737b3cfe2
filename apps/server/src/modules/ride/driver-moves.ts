import type { z } from 'zod';
import type { DriverTrip, updateTripStatusRequestSchema } from '@fairfare/contracts/drivers';
import { splitCommission } from '@fairfare/contracts/fare';
import type { TripStatus } from '@fairfare/contracts/trips';
import { badRequest, conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import { findFareRule } from '../fares/service.ts';
import type { RideDeps } from './deps.ts';
import { canMove, chargesSavedCard, OTP_LOCK_MS, OTP_MAX_FAILURES } from './lifecycle.ts';
import { tripReads } from './store.ts';
import { tripMoves, type MoveChanges } from './moves.ts';
import { tripTransaction } from './transaction.ts';
import { toDriverTrip } from './views.ts';

// The driver's moves of the trip once it is theirs: arrive, begin, complete, cancel at pickup or
// drop (driverapi/updatetripstatus). Their offers are driver-offers.ts.

/** What the status transaction answers when the driver gave a wrong OTP. */
const WRONG_OTP = Symbol('wrong OTP');

/**
 * driverapi/updatetripstatus: the trip's own driver moves it (lifecycle.ts): arrive, begin with
 * the trip's OTP, completed (num_trip + 1, commission split on the agreed amount; payment is the
 * rider's next step), or cancel at pickup / drop. The rider hears the new status.
 */
export async function updateTripStatus(
  deps: RideDeps,
  driverId: number,
  request: z.output<typeof updateTripStatusRequestSchema>,
  now: number,
): Promise<DriverTrip> {
  const to = request.status;
  let charged = false;
  const trip = await tripTransaction(
    deps,
    request.trip_id,
    async ({ trx, trip: row, notices }) => {
      // Another driver's trip answers like a missing one.
      if (!row || row.driver_id !== driverId) throw notFound();
      const from = row.trip_status as TripStatus;
      if (!canMove(from, to, 'driver')) throw conflict();
      if (to === 'begin') {
        if (row.otp_locked_until !== null && row.otp_locked_until > now) {
          throw tooManyRequests('ride.otpLocked');
        }
        if (request.otp === undefined || request.otp !== row.otp) {
          // Kept (the transaction commits), so guessing all 10 000 codes is not possible.
          await tripMoves.recordOtpFailure(trx, row.trip_id, now, {
            max: OTP_MAX_FAILURES,
            lockMs: OTP_LOCK_MS,
          });
          return WRONG_OTP;
        }
      }
      const changes: MoveChanges = { updated_at: now };
      if (to === 'completed') {
        const rule = await findFareRule(trx, row.city_id, row.category_id);
        const split = splitCommission(row.user_offer_amt, rule.commission_pct);
        changes.trip_comp_commision = split.commission;
        changes.trip_driver_commision = split.driver;
        // A Card trip with a saved card is claimed for its charge in the same transaction, so no
        // poll sees it completed and payable before the charge below has run.
        if (chargesSavedCard(row)) changes.pay_claimed_at = now;
      }
      if (to === 'p_cancel_pickup') {
        // The driver gave up before the ride: the rider owes nothing.
        Object.assign(changes, {
          is_cancelled: 1,
          can_fee_by: null,
          cancel_fee: 0,
          trip_pay_amount: 0,
          trip_comp_commision: 0,
          trip_driver_commision: 0,
        });
      }
      if (to === 'p_cancel_drop') changes.is_cancelled = 1;
      const moved = await tripMoves.move(trx, row.trip_id, { to, actor: 'driver' }, changes);
      if (!moved) throw conflict();
      if (to === 'completed') await deps.hooks.drivers.countTrip(trx, driverId);
      notices.toRider(row.user_id, { trip_status: to, data: { trip_id: row.trip_id } });
      const updated = await tripReads.findForDriver(trx, row.trip_id);
      if (!updated) throw new Error('trip vanished inside its own transaction');
      return toDriverTrip(updated);
    },
    {
      // A Card trip is charged on its saved card once completed (a decline leaves it Unpaid).
      afterCommit: async (moved) => {
        if (moved === WRONG_OTP || to !== 'completed') return;
        charged = await deps.hooks.payments.chargeSavedCard(moved.trip_id, now, { claimedAt: now });
      },
    },
  );
  if (trip === WRONG_OTP) throw badRequest('ride.otpWrong');
  const paid = charged ? await tripReads.findForDriver(deps.db, trip.trip_id) : undefined;
  return paid ? toDriverTrip(paid) : trip;
}
