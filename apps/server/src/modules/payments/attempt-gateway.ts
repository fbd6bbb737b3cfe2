import {
  CardError,
  type CreateIntentInput,
  type GatewayIntent,
} from '../../adapters/payments/gateway.ts';
import type { AttemptRow } from './attempts-repo.ts';
import type { PaymentDeps } from './gateway-calls.ts';

// What the gateway says of a card attempt (attempt-start.ts): its call made or replayed under
// the attempt's key, an intent read back, a waiting one cancelled. Nothing here touches the
// database; what the gateway says is acted on by attempt-finish.ts.

/** The gateway call of an attempt, replayed as is under the attempt's key. */
export type AttemptCall =
  | { op: 'create'; input: Omit<CreateIntentInput, 'idempotencyKey'> }
  | { op: 'confirm'; intentId: string; input: { paymentMethod: string; offSession?: boolean } };

/** What the gateway says became of an attempt. */
export type Resolution =
  | { state: 'succeeded'; intent: GatewayIntent }
  | { state: 'pending'; intent: GatewayIntent }
  | { state: 'failed'; error: unknown; intentId: string | null };

/** Intent states in which the payment is still under way (3-D Secure, a slow bank). */
export const PENDING = new Set(['requires_action', 'processing', 'requires_capture']);

/** A CardError for an intent the provider left failed. */
function declined(intent: GatewayIntent): CardError {
  return new CardError(intent.lastError ?? 'Your card was declined.', 'card_declined', intent.id);
}

/** What an intent's status says of the attempt, or undefined when it was never confirmed. */
function judge(intent: GatewayIntent): Resolution | undefined {
  if (intent.status === 'succeeded') return { state: 'succeeded', intent };
  if (PENDING.has(intent.status)) return { state: 'pending', intent };
  if (intent.status === 'canceled') {
    return { state: 'failed', error: new Error('canceled'), intentId: intent.id };
  }
  if (intent.status === 'requires_payment_method' && intent.lastError !== null) {
    return { state: 'failed', error: declined(intent), intentId: intent.id };
  }
  return undefined;
}

/**
 * Makes (or replays: the same key answers its first result) the attempt's gateway call. A card
 * refusal is a failed resolution; any other error is thrown — the outcome is then unknown and
 * the attempt stays open.
 */
export async function callGateway(
  deps: PaymentDeps,
  key: string,
  call: AttemptCall,
): Promise<Resolution> {
  try {
    const intent =
      call.op === 'create'
        ? await deps.payments.createPaymentIntent({ ...call.input, idempotencyKey: key })
        : await deps.payments.confirmPaymentIntent(call.intentId, {
            ...call.input,
            idempotencyKey: key,
          });
    return judge(intent) ?? { state: 'failed', error: declined(intent), intentId: intent.id };
  } catch (err) {
    if (err instanceof CardError) {
      return { state: 'failed', error: err, intentId: err.intentId ?? null };
    }
    throw err;
  }
}

/**
 * Asks the gateway what became of an open attempt: by its intent when that is known, else by
 * replaying its call under its key (the gateway answers the first result; a call that never
 * reached it is made now, once).
 */
export async function askGateway(deps: PaymentDeps, attempt: AttemptRow): Promise<Resolution> {
  if (attempt.intent_id) {
    const intent = await deps.payments.retrievePaymentIntent(attempt.intent_id);
    const known = intent && judge(intent);
    if (known) return known;
  }
  return callGateway(deps, attempt.attempt_key, JSON.parse(attempt.request_json) as AttemptCall);
}

/** A pending attempt given up on: its intent cancelled, then asked again (it may have succeeded). */
export async function abandonPending(
  deps: PaymentDeps,
  attempt: AttemptRow,
  intent: GatewayIntent,
): Promise<Resolution> {
  try {
    await deps.payments.cancelPaymentIntent(intent.id);
  } catch (err) {
    deps.log.warn({ err, intentId: intent.id }, 'pending payment intent not cancelled');
  }
  return askGateway(deps, { ...attempt, intent_id: intent.id });
}
