import Stripe from 'stripe';
import { API_BASE } from '@fairfare/contracts/api';
import { STRIPE_WEBHOOK_PATH } from '@fairfare/contracts/payments';
import type { Db } from '../../src/db/database.ts';
import type { FakeStripe } from './fake-stripe.ts';

/**
 * What Stripe does after a charge: a signed `payment_intent.succeeded` event for each intent the
 * fake Stripe charged, POSTed to the service's webhook (Stripe sends them whether or not the
 * service recorded the payment already, and may send one twice). Returns each answer's status
 * and outcome ('settled', 'credited', 'unchanged', …).
 */
export async function deliverSucceededEvents(
  baseUrl: string,
  fake: FakeStripe,
  webhookSecret: string,
): Promise<Array<{ intent: string; status: number; outcome?: string }>> {
  const answers = [];
  for (const charge of fake.charges) {
    const payload = JSON.stringify({
      id: `evt_${charge.intent}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: fake.paymentIntent(charge.intent) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await fetch(baseUrl + API_BASE + STRIPE_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    const body = (await res.json()) as { response?: { outcome?: string } };
    answers.push({ intent: charge.intent, status: res.status, outcome: body.response?.outcome });
  }
  return answers;
}

/** A charge as a gateway made it (the fake Stripe's, or a sandbox charge): its intent and amount. */
export interface GatewayCharge {
  intent: string;
  amount: number;
  metadata?: Record<string, string>;
}

/**
 * The provider's charges against the payment records: each charge recorded by exactly one
 * succeeded payment of its amount, each card payment a charge the provider made. The mismatches,
 * one line each.
 */
export async function chargeMismatches(
  db: Db,
  fake: { charges: readonly GatewayCharge[] },
): Promise<string[]> {
  const card = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'succeeded')
    .where('pay_mode', '=', 'Card')
    .execute();
  const mismatches: string[] = [];
  for (const charge of fake.charges) {
    const records = card.filter((p) => p.settles_intent_id === charge.intent);
    if (records.length !== 1 || records[0]!.pay_amount !== charge.amount) {
      mismatches.push(
        `charge ${charge.intent} of ${charge.amount} (${JSON.stringify(charge.metadata ?? {})}): ` +
          `recorded ${records.length} times (${records.map((p) => p.pay_amount)})`,
      );
    }
  }
  for (const payment of card) {
    if (!fake.charges.some((c) => c.intent === payment.gateway_ref)) {
      mismatches.push(`payment ${payment.payment_id}: no charge ${payment.gateway_ref}`);
    }
  }
  return mismatches;
}
