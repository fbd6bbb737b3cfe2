import type { FastifyInstance } from 'fastify';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import type { SandboxCharge, SandboxGateway } from '../../src/adapters/payments/sandbox.ts';
import type { Db } from '../../src/db/database.ts';
import { asRider, type RiderSession } from './rides.ts';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  /** Saves fine, declined when charged. */
  declinedOnCharge: '4000 0000 0000 0341',
} as const;

/** What the app's sandbox gateway really charged, oldest first. */
export async function sandboxCharges(app: FastifyInstance): Promise<SandboxCharge[]> {
  return (app.payments as SandboxGateway).charges();
}

/** A sandbox payment method id for a test card (what the sandbox card form makes). */
export async function tokenize(
  app: FastifyInstance,
  rider: RiderSession,
  number: string,
): Promise<string> {
  const res = await asRider(app, rider, paymentEndpoints.sandboxPaymentMethod, {
    number,
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  if (res.statusCode !== 200) throw new Error(`tokenize failed: ${res.body}`);
  return res.json().response.id as string;
}

/** A saved card of the rider: tokenized and attached. */
export async function savedCard(
  app: FastifyInstance,
  rider: RiderSession,
  number: string = CARDS.visa,
): Promise<string> {
  const id = await tokenize(app, rider, number);
  const res = await asRider(app, rider, paymentEndpoints.attach, { payment_method_id: id });
  if (res.statusCode !== 200 || res.json().response.success !== true) {
    throw new Error(`attach failed: ${res.body}`);
  }
  return id;
}

/** The trip's payment records. */
export async function paymentsOf(db: Db, tripId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('trip_id', '=', tripId)
    .orderBy('payment_id')
    .execute();
}

export async function setWallet(db: Db, userId: number, cents: number): Promise<void> {
  await db.updateTable('users').set({ u_wallet: cents }).where('user_id', '=', userId).execute();
}
