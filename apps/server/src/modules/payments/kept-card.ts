import { z } from 'zod';
import { AFTER_RIDE_HOURS, afterRideOpen } from '@fairfare/contracts/after-ride';
import { defineJob } from '../../due-jobs/define-job.ts';
import { tripReads } from '../ride/store.ts';
import { PENDING_GIVE_UP_MS } from './attempt-recovery.ts';
import { attemptsRepo } from './attempts-repo.ts';
import type { PaymentDeps } from './gateway-calls.ts';
import { paymentsRepo } from './repo.ts';

// A new card that pays a ride from the unpaid popup, not saved by the rider, is kept on their
// provider customer for the tip that may follow (decision 032). The tip lets it go once paid; this
// job lets it go when the tip window closes without one, so the provider keeps no card the rider
// did not ask to keep.

/** The first moment a ride of `tripDate` can no longer be tipped (after-ride.ts's rule). */
export const tipWindowEndOf = (tripDate: number) => tripDate + AFTER_RIDE_HOURS * 3_600_000 + 1;

const keptCardPayload = z.object({
  payment_method_id: z.string().min(1),
  customer: z.string().min(1),
  trip_id: z.number().int().positive(),
});

/** What became of a kept card when its job ran. */
export type KeptCardOutcome = 'detached' | 'gone' | 'saved' | 'later';

/**
 * The release of one kept card at the end of its trip's tip window (releaseKeptCard). Enqueued
 * before the card is attached, so that a crash between the two leaves a job and never a card
 * nobody will let go. Throwing (the provider cannot be reached) retries with backoff.
 */
export const keptCardJob = defineJob({
  kind: 'payment.releaseKeptCard',
  payload: keptCardPayload,
  handle: (deps: PaymentDeps, payload, { now }) => releaseKeptCard(deps, payload, now),
});

/**
 * Keeps a card paying trip `trip` on the rider's customer for its tip: its release is scheduled,
 * then the card attached. Whether the provider kept it (a refusal is logged: the ride is paid
 * without it, and the tip step says so).
 */
export async function keepCardForTip(
  deps: PaymentDeps,
  card: { paymentMethodId: string; customer: string },
  trip: { trip_id: number; trip_date: number; user_id: number },
  now: number,
): Promise<boolean> {
  await keptCardJob.enqueue(deps.db, {
    payload: {
      payment_method_id: card.paymentMethodId,
      customer: card.customer,
      trip_id: trip.trip_id,
    },
    runAt: Math.max(now, tipWindowEndOf(trip.trip_date)),
    now,
  });
  try {
    await deps.payments.attachPaymentMethod(card.customer, card.paymentMethodId);
    return true;
  } catch (err) {
    // The job then finds the card on no customer and does nothing.
    deps.log.warn({ err, riderId: trip.user_id }, 'card paying a ride not kept for its tip');
    return false;
  }
}

/**
 * Detaches a kept card once its trip's tip window has closed, unless it is gone from the
 * customer already (the tip let it go, the rider removed it, the attach never happened) or the
 * rider has saved it since. Running it again finds it gone: it never detaches twice. A tip charge
 * of the trip still open (started just before the window closed) is waited for: the job comes
 * back when such a charge would have been given up; so does a job run before the window closed.
 */
export async function releaseKeptCard(
  deps: PaymentDeps,
  kept: z.output<typeof keptCardPayload>,
  now: number,
): Promise<KeptCardOutcome> {
  const comeBackAt = await notDueBefore(deps, kept.trip_id, now);
  if (comeBackAt !== null) {
    await keptCardJob.enqueue(deps.db, { payload: kept, runAt: comeBackAt, now });
    return 'later';
  }
  const method = await deps.payments.retrievePaymentMethod(kept.payment_method_id);
  if (!method || method.customer !== kept.customer) return 'gone';
  if (await paymentsRepo.findCard(deps.db, kept.payment_method_id)) return 'saved';
  await deps.payments.detachPaymentMethod(kept.payment_method_id);
  return 'detached';
}

/** When to look again: the window's end while it is open, later while a tip charge is open. */
async function notDueBefore(
  deps: PaymentDeps,
  tripId: number,
  now: number,
): Promise<number | null> {
  const trip = await tripReads.findWithDriver(deps.db, tripId);
  if (trip && afterRideOpen(trip.trip_date, now)) return tipWindowEndOf(trip.trip_date);
  if (await attemptsRepo.openOf(deps.db, tripId, 'tip')) return now + PENDING_GIVE_UP_MS;
  return null;
}
