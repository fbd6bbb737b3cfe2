import type { GatewayEvent, GatewayIntent } from '../../adapters/payments/gateway.ts';
import { AppError } from '../../http/errors.ts';
import { attemptsRepo } from './attempts-repo.ts';
import { cardLabelOf, type PaymentDeps } from './gateway-calls.ts';
import { creditTopUp, settleTrip } from './settle.ts';
import { settleTip } from './tip-settle.ts';
import { tripPayment } from '../ride/store.ts';

/** The rider and trip an intent names in its metadata (set by this service). */
function idOf(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

async function finalizeIntent(deps: PaymentDeps, intent: GatewayIntent, now: number) {
  const riderId = idOf(intent.metadata.user_id);
  if (riderId === undefined) return 'ignored';
  const card = await cardLabelOf(deps, intent.paymentMethod);
  // The charge attempt it came from, if this service made it (attempt-start.ts): closed with it.
  const attemptKey = intent.metadata.attempt;
  if (intent.metadata.kind === 'wallet_topup') {
    await creditTopUp(deps, { riderId, intent, idempotencyKey: null, card, now });
    return 'credited';
  }
  const tripId = idOf(intent.metadata.trip_id);
  if (tripId === undefined) return 'ignored';
  if (intent.metadata.kind === 'tip') {
    // A tip charged but not recorded (the process stopped in between): recorded now, once. Only
    // the rider's call tells the driver of a tip; this recovery does not.
    const percent = idOf(intent.metadata.tip_percent) ?? null;
    const amount = intent.amount;
    const tip = { amount, percent, mode: 'Card' as const };
    await settleTip(deps, { tripId, riderId, ...tip, now, intent, card, attemptKey });
    return 'tipped';
  }
  await settleTrip(deps, { tripId, riderId, mode: 'Card', now, intent, card, attemptKey });
  return 'settled';
}

/**
 * A verified Stripe event: a succeeded intent finalizes its trip, top-up or tip the way the page
 * would have (once: a trip already paid or an intent already credited changes nothing); a failed
 * one releases its trip's payment (or tip) claim so the rider may pay again.
 */
export async function handleGatewayEvent(
  deps: PaymentDeps,
  event: GatewayEvent,
  now: number,
): Promise<string> {
  if (!event.intent) return 'ignored';
  if (event.type === 'payment_intent.payment_failed') {
    const tripId = idOf(event.intent.metadata.trip_id);
    // Its charge attempt is over; a new one may go.
    const by = { attemptKey: event.intent.metadata.attempt, intentId: event.intent.id };
    await attemptsRepo.close(deps.db, by, 'failed', now);
    if (tripId !== undefined && event.intent.metadata.kind === 'tip') {
      await tripPayment.releaseAnyTipClaim(deps.db, tripId);
    } else if (tripId !== undefined) {
      await tripPayment.releaseAnyClaim(deps.db, tripId);
    }
    return tripId === undefined ? 'ignored' : 'released';
  }
  if (event.type !== 'payment_intent.succeeded') return 'ignored';
  try {
    return await finalizeIntent(deps, event.intent, now);
  } catch (err) {
    // Paid already, not the rider's, another amount: nothing to do, and nothing to retry.
    if (err instanceof AppError) {
      deps.log.warn({ err, eventId: event.id }, 'webhook payment not recorded');
      return 'unchanged';
    }
    throw err;
  }
}
