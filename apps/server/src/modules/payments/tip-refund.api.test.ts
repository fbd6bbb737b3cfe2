import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { tipEndpoints } from '@fairfare/contracts/tips';
import { RequestRefusedError } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { paymentsOf } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { signInStaff, staffCall, type StaffSession } from '../../../test/helpers/staff.ts';

type App = Awaited<ReturnType<typeof startSeededApp>>['app'];

/** A card ride of 30.00 with a card tip of 4.50 (15 %), all the driver's. */
async function tippedCardRide(app: App, db: Db, phone: string) {
  const ride = await rideOf(app, db, phone).payingBy('stripe').withCard().completed();
  const tipped = await asRider(app, ride.rider, tipEndpoints.add, {
    trip_id: ride.tripId,
    percent: 15,
  });
  if (tipped.statusCode !== 200) throw new Error(`tip failed: ${tipped.body}`);
  const tip = (await paymentsOf(db, ride.tripId)).find((p) => p.kind === 'tip');
  if (!tip) throw new Error('the tip was not recorded');
  return { ...ride, tipPaymentId: tip.payment_id };
}

const refund = (app: App, support: StaffSession, body: object) =>
  staffCall(app, support, opsSupportPaths.refund, { reason: 'Tipped by mistake', ...body });

const driverShare = async (db: Db, paymentId: number) =>
  (
    await db
      .selectFrom('payments')
      .select('driver_commission_amt')
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow()
  ).driver_commission_amt;

describe.each(databaseKinds)('a refunded tip, on %s', (kind) => {
  it("comes off the driver's share of it, once per refund, never below zero", async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await tippedCardRide(app, db, '5195558201');
    expect(await driverShare(db, ride.tipPaymentId)).toBe(450);

    const first = { payment_id: ride.tipPaymentId, amount: 3, idempotency_key: randomUUID() };
    expect((await refund(app, support, first)).statusCode).toBe(200);
    expect(await driverShare(db, ride.tipPaymentId)).toBe(150);
    // The same refund again (a retry of the page) takes nothing more.
    expect((await refund(app, support, first)).statusCode).toBe(200);
    expect(await driverShare(db, ride.tipPaymentId)).toBe(150);

    // A share already lowered (by hand, say) stops at zero however much of the tip goes back.
    await db
      .updateTable('payments')
      .set({ driver_commission_amt: 100 })
      .where('payment_id', '=', ride.tipPaymentId)
      .execute();
    const rest = { payment_id: ride.tipPaymentId, amount: 1.5, idempotency_key: randomUUID() };
    expect((await refund(app, support, rest)).statusCode).toBe(200);
    expect(await driverShare(db, ride.tipPaymentId)).toBe(0);
  });

  it('a refund the provider refuses leaves the driver their share', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await tippedCardRide(app, db, '5195558202');
    vi.spyOn(app.payments, 'refundPayment').mockRejectedValueOnce(
      new RequestRefusedError('No such charge.'),
    );

    const res = await refund(app, support, {
      payment_id: ride.tipPaymentId,
      amount: 2,
      idempotency_key: randomUUID(),
    });
    expect([res.statusCode, res.json().code]).toEqual([402, 'ops.refundRefused']);
    expect(await driverShare(db, ride.tipPaymentId)).toBe(450);
  });
});
