import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { tipEndpoints, tipOptionsSchema } from '@fairfare/contracts/tips';
import { CardError } from '../../adapters/payments/gateway.ts';
import type { SandboxGateway } from '../../adapters/payments/sandbox.ts';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asDriver, asRider, type RiderSession } from '../../../test/helpers/rides.ts';
import { setTripDate, tripRow } from '../../../test/helpers/booking.ts';
import {
  CARDS,
  paymentsOf,
  savedCard,
  setWallet,
  sandboxCharges,
  tokenize,
} from '../../../test/helpers/payments.ts';
import { riderRow } from '../../../test/helpers/rows.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

type App = Parameters<typeof asRider>[0];

const addTip = (app: App, rider: RiderSession, body: object) =>
  asRider(app, rider, tipEndpoints.add, body);

const options = (app: App, rider: RiderSession, tripId: number) =>
  asRider(app, rider, tipEndpoints.options, { trip_id: tripId });

const receipt = (app: App, rider: RiderSession, tripId: number) =>
  asRider(app, rider, paymentEndpoints.receipt, { trip_id: tripId });

const tipPayments = async (db: Db, tripId: number) =>
  (await paymentsOf(db, tripId)).filter((p) => p.kind === 'tip');

const ledgerOf = (db: Db, userId: number) =>
  db
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('entry_id')
    .execute();

/** A completed trip of 30.00 the rider paid from a wallet of `balance` cents. */
async function paidWalletRide(app: App, db: Db, phone: string, balance: number) {
  const ride = await rideOf(app, db, phone).completed();
  await setWallet(db, ride.rider.userId, balance);
  const paid = await asRider(app, ride.rider, paymentEndpoints.addTripTransaction, {
    trip_id: ride.tripId,
    pay_mode: 'wallet',
    confirmed_amount: 30,
  });
  if (paid.statusCode !== 200) throw new Error(`wallet payment failed: ${paid.body}`);
  return ride;
}

describe.each(databaseKinds)('tips on %s', (kind) => {
  it('a card tip is charged once on the saved card, the driver is told, the receipt shows it', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556001').payingBy('stripe').withCard().completed();
    const sandbox = app.payments as SandboxGateway;
    expect((await sandbox.charges()).map((c) => c.amount)).toEqual([3000]);

    const before = await options(app, ride.rider, ride.tripId);
    expect(before.statusCode).toBe(200);
    expect(tipOptionsSchema.parse(before.json().response)).toEqual({
      trip_id: ride.tripId,
      currency: 'CAD',
      fare: 30,
      max_amount: 15,
      percents: [
        { percent: 10, amount: 3 },
        { percent: 15, amount: 4.5 },
        { percent: 20, amount: 6 },
      ],
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
      note: null,
      tip: null,
      refused: null,
    });

    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const res = await addTip(app, ride.rider, { trip_id: ride.tripId, percent: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Thank you! Your driver has been told about your tip.',
      response: {
        tip: { amount: 4.5, percent: 15 },
        refused: 'tip.alreadyTipped',
      },
    });
    expect((await sandbox.charges()).map((c) => [c.amount, c.paymentMethod])).toEqual([
      [3000, ride.cardId],
      [450, ride.cardId],
    ]);
    expect(await tipPayments(db, ride.tripId)).toMatchObject([
      {
        status: 'succeeded',
        pay_mode: 'Card',
        pay_amount: 450,
        driver_commission_amt: 450,
        commission_amt: 0,
        card_last4: '4242',
        driver_id: ride.driver.driverId,
      },
    ]);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      tip_amount: 450,
      tip_percent: 15,
      tip_claimed_at: null,
    });
    expect(toDriver).toHaveBeenCalledWith(ride.driver.driverId, {
      trip_status: 'tip',
      data: { trip_id: ride.tripId, tip_amount: 4.5, tip_percent: 15, currency: 'CAD' },
    });

    // Once: a second tip is refused and charges nothing.
    const again = await addTip(app, ride.rider, { trip_id: ride.tripId, amount: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'tip.alreadyTipped',
      message: 'You have already added a tip for this trip.',
    });
    expect(await sandbox.charges()).toHaveLength(2);
    expect(toDriver).toHaveBeenCalledTimes(1);

    const shown = await receipt(app, ride.rider, ride.tripId);
    expect(shown.json().response).toMatchObject({
      total: 30,
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
      tip: 4.5,
      tip_percent: 15,
      tip_card: null,
      total_with_tip: 34.5,
    });
  });

  it('of 12 tips sent at once exactly one is charged', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556002').payingBy('stripe').withCard().completed();
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        addTip(app, ride.rider, { trip_id: ride.tripId, amount: 5 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(11);
    const sandbox = app.payments as SandboxGateway;
    expect((await sandbox.charges()).map((c) => c.amount)).toEqual([3000, 500]);
    expect(await tipPayments(db, ride.tripId)).toHaveLength(1);
    expect((await tripRow(db, ride.tripId)).tip_amount).toBe(500);
  });

  it('a declined tip charge changes nothing but a failed record; the rider may try again', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556003').payingBy('stripe').withCard().completed();
    vi.spyOn(app.payments, 'createPaymentIntent').mockRejectedValueOnce(
      new CardError('Your card was declined.', 'card_declined', 'pi_declined'),
    );
    const refused = await addTip(app, ride.rider, { trip_id: ride.tripId, percent: 10 });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'payment.cardDeclined',
      message: 'Your card was declined.',
    });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      tip_amount: 0,
      tip_paid_at: null,
      tip_claimed_at: null,
    });
    expect(await tipPayments(db, ride.tripId)).toMatchObject([
      { status: 'failed', failure_message: 'Your card was declined.', gateway_ref: 'pi_declined' },
    ]);

    const retried = await addTip(app, ride.rider, { trip_id: ride.tripId, percent: 10 });
    expect(retried.statusCode).toBe(200);
    expect((await tripRow(db, ride.tripId)).tip_amount).toBe(300);
  });

  it('a card trip paid from the popup with another card tips on that card', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556004')
      .payingBy('stripe')
      .withCard(CARDS.declinedOnCharge)
      .completed();
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Unpaid');
    const visa = await savedCard(app, ride.rider);
    const paid = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
      trip_id: ride.tripId,
      payment_method: visa,
    });
    expect(paid.statusCode).toBe(200);

    const offered = await options(app, ride.rider, ride.tripId);
    expect(offered.json().response).toMatchObject({ card: 'Visa •••• 4242', refused: null });
    const res = await addTip(app, ride.rider, { trip_id: ride.tripId, amount: '3.50' });
    expect(res.statusCode).toBe(200);
    const sandbox = app.payments as SandboxGateway;
    expect((await sandbox.charges()).at(-1)).toMatchObject({ amount: 350, paymentMethod: visa });
  });

  it('tips only within 72 hours of the ride, and once: later is 409 tip.windowClosed', async () => {
    const { app, db } = await startSeededApp(kind);
    const late = await rideOf(app, db, '5195556021').payingBy('stripe').withCard().completed();
    const inTime = await rideOf(app, db, '5195556022').payingBy('stripe').withCard().completed();
    const hour = 3_600_000;
    await setTripDate(db, late.tripId, Date.now() - 72 * hour - 60_000);
    await setTripDate(db, inTime.tripId, Date.now() - 71 * hour);
    const before = await tripRow(db, late.tripId);

    expect((await options(app, late.rider, late.tripId)).json().response).toMatchObject({
      refused: 'tip.windowClosed',
      tip: null,
    });
    const refused = await addTip(app, late.rider, { trip_id: late.tripId, percent: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'tip.windowClosed',
      message: 'A tip can be added only within 72 hours of the ride.',
      params: { hours: 72 },
    });
    expect(await tripRow(db, late.tripId)).toEqual(before);
    expect(await tipPayments(db, late.tripId)).toEqual([]);

    const tipped = await addTip(app, inTime.rider, { trip_id: inTime.tripId, percent: 10 });
    expect(tipped.statusCode).toBe(200);
    const again = await addTip(app, inTime.rider, { trip_id: inTime.tripId, percent: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('tip.alreadyTipped');
    // Two trip charges and one tip: nothing for the late trip, nothing for the second tip.
    expect((await sandboxCharges(app)).map((c) => c.amount)).toEqual([3000, 3000, 300]);
  });

  it('a cash ride paid in the popup by a new card, not saved, tips on that card', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556023').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    const paid = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
      trip_id: ride.tripId,
      payment_method: card,
    });
    expect(paid.statusCode).toBe(200);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');

    expect((await options(app, ride.rider, ride.tripId)).json().response).toMatchObject({
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
      note: null,
      refused: null,
    });
    const res = await addTip(app, ride.rider, { trip_id: ride.tripId, percent: 10 });
    expect(res.statusCode).toBe(200);
    expect((await sandboxCharges(app)).map((c) => [c.amount, c.paymentMethod])).toEqual([
      [3000, card],
      [300, card],
    ]);
    expect(await tipPayments(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', pay_mode: 'Card', pay_amount: 300, card_last4: '4242' },
    ]);
    // Kept for the tip only: the rider did not save it, so it is not among their cards, and the
    // provider lets it go once the tip is paid.
    const cards = await asRider(app, ride.rider, paymentEndpoints.paymentMethods, {});
    expect(cards.json().response.data).toEqual([]);
    expect(await app.payments.retrievePaymentMethod(card)).toMatchObject({ customer: null });
  });

  it('when the card just used cannot be kept, the tip step says so and a saved card or the wallet pays', async () => {
    const { app, db } = await startSeededApp(kind);
    const withSaved = await rideOf(app, db, '5195556024').completed();
    const saved = await savedCard(app, withSaved.rider);
    const walletOnly = await rideOf(app, db, '5195556025').completed();
    await setWallet(db, walletOnly.rider.userId, 1000);
    const attach = vi.spyOn(app.payments, 'attachPaymentMethod');
    for (const ride of [withSaved, walletOnly]) {
      attach.mockRejectedValueOnce(new Error('provider down'));
      const card = await tokenize(app, ride.rider, CARDS.visa);
      const paid = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
        trip_id: ride.tripId,
        payment_method: card,
      });
      expect(paid.statusCode).toBe(200);
    }

    expect((await options(app, withSaved.rider, withSaved.tripId)).json().response).toMatchObject({
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
      note: 'tip.paidCardNotKept',
      refused: null,
    });
    const onSaved = await addTip(app, withSaved.rider, { trip_id: withSaved.tripId, amount: 2 });
    expect(onSaved.statusCode).toBe(200);
    expect((await sandboxCharges(app)).at(-1)).toMatchObject({ amount: 200, paymentMethod: saved });

    expect((await options(app, walletOnly.rider, walletOnly.tripId)).json().response).toMatchObject(
      { pay_mode: 'wallet', card: null, note: 'tip.paidCardNotKept', refused: null },
    );
    const charges = (await sandboxCharges(app)).length;
    const fromWallet = await addTip(app, walletOnly.rider, {
      trip_id: walletOnly.tripId,
      amount: 2,
    });
    expect(fromWallet.statusCode).toBe(200);
    expect((await riderRow(db, walletOnly.rider.userId)).u_wallet).toBe(800);
    expect(await sandboxCharges(app)).toHaveLength(charges);
  });

  it('a wallet tip is deducted from the wallet with its ledger entry', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await paidWalletRide(app, db, '5195556005', 5000);
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(2000);
    expect((await options(app, ride.rider, ride.tripId)).json().response).toMatchObject({
      pay_mode: 'wallet',
      card: null,
      refused: null,
    });

    const res = await addTip(app, ride.rider, { trip_id: ride.tripId, amount: '5.25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.tip).toMatchObject({ amount: 5.25, percent: null });
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(1475);
    expect(await ledgerOf(db, ride.rider.userId)).toMatchObject([
      { amount: -3000, balance_after: 2000, reason: 'trip_payment' },
      { amount: -525, balance_after: 1475, reason: 'tip', trip_id: ride.tripId },
    ]);
    expect(await tipPayments(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', pay_mode: 'wallet', pay_amount: 525, gateway_ref: null },
    ]);
    expect(await sandboxCharges(app)).toEqual([]);
    expect((await receipt(app, ride.rider, ride.tripId)).json().response).toMatchObject({
      pay_mode: 'wallet',
      tip: 5.25,
      tip_percent: null,
      tip_card: null,
      total_with_tip: 35.25,
    });
  });

  it('a wallet short of the tip is refused with a clear message and nothing changes', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await paidWalletRide(app, db, '5195556006', 3100);
    const tripBefore = await tripRow(db, ride.tripId);
    const res = await addTip(app, ride.rider, { trip_id: ride.tripId, percent: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'tip.insufficientWallet',
      message: 'Your wallet balance is too low for this tip.',
    });
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(100);
    expect(await tripRow(db, ride.tripId)).toEqual(tripBefore);
    expect(await tipPayments(db, ride.tripId)).toEqual([]);
    expect(await ledgerOf(db, ride.rider.userId)).toHaveLength(1);
  });

  it('never more than the limit: 50 % of the fare by default, TIP_MAX_PERCENT when set', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556007').payingBy('stripe').withCard().completed();
    const over = await addTip(app, ride.rider, { trip_id: ride.tripId, amount: 15.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'tip.tooHigh',
      message: 'The tip can be at most 15.00 CAD.',
      params: { max: '15.00', currency: 'CAD' },
    });
    expect(await sandboxCharges(app)).toHaveLength(1);
    expect((await tripRow(db, ride.tripId)).tip_paid_at).toBeNull();
    const atLimit = await addTip(app, ride.rider, { trip_id: ride.tripId, amount: 15 });
    expect(atLimit.statusCode).toBe(200);

    const strict = await startSeededApp(kind, { tips: { maxPercent: 15 } });
    const other = await rideOf(strict.app, strict.db, '5195556008')
      .payingBy('stripe')
      .withCard()
      .completed();
    const offered = await options(strict.app, other.rider, other.tripId);
    expect(offered.json().response).toMatchObject({
      max_amount: 4.5,
      percents: [
        { percent: 10, amount: 3 },
        { percent: 15, amount: 4.5 },
      ],
    });
    const twenty = await addTip(strict.app, other.rider, { trip_id: other.tripId, percent: 20 });
    expect(twenty.statusCode).toBe(400);
    expect(twenty.json()).toMatchObject({ code: 'tip.tooHigh', params: { max: '4.50' } });
    expect(await sandboxCharges(strict.app)).toHaveLength(1);
  });

  it('refuses a trip not completed, not paid yet, or paid in cash', async () => {
    const { app, db } = await startSeededApp(kind);
    const going = await rideOf(app, db, '5195556009').payingBy('stripe').withCard().begun();
    const notDone = await addTip(app, going.rider, { trip_id: going.tripId, percent: 10 });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json()).toMatchObject({
      code: 'tip.notCompleted',
      message: 'Only a completed trip can get a tip.',
    });
    expect((await options(app, going.rider, going.tripId)).json().response).toMatchObject({
      refused: 'tip.notCompleted',
      pay_mode: null,
      tip: null,
    });

    const unpaid = await rideOf(app, db, '5195556010').completed();
    const first = await addTip(app, unpaid.rider, { trip_id: unpaid.tripId, percent: 10 });
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('tip.payFirst');

    const cash = await rideOf(app, db, '5195556011').completed();
    // Paid in cash: its driver confirmed the cash.
    const confirmed = await asDriver(app, cash.driver, endpoints.drivers.confirmCash, {
      trip_id: cash.tripId,
    });
    expect(confirmed.json().response).toMatchObject({ trip_pay_status: 'Paid' });
    const inCash = await addTip(app, cash.rider, { trip_id: cash.tripId, amount: 3 });
    expect(inCash.statusCode).toBe(409);
    expect(inCash.json()).toMatchObject({
      code: 'tip.cashTrip',
      message: 'This trip was paid in cash: please give your tip to the driver in cash.',
    });
    for (const ride of [going, unpaid, cash]) {
      expect((await tripRow(db, ride.tripId)).tip_paid_at).toBeNull();
      expect(await tipPayments(db, ride.tripId)).toEqual([]);
    }
    expect(await sandboxCharges(app)).toEqual([]);
  });

  it("answers 404 for another rider's trip and a missing one; riders only", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556012').payingBy('stripe').withCard().completed();
    const stranger = await registerRider(app, '5195556013', 'Stranger');
    for (const tripId of [ride.tripId, 999_999]) {
      const tip = await addTip(app, stranger, { trip_id: tripId, percent: 10 });
      expect(tip.statusCode).toBe(404);
      expect(tip.json().code).toBe('error.notFound');
      expect((await options(app, stranger, tripId)).statusCode).toBe(404);
    }
    for (const path of [tipEndpoints.add, tipEndpoints.options]) {
      const anonymous = await app.inject({
        method: 'POST',
        url: `/webservices/1.1.5${path}`,
        payload: { trip_id: ride.tripId, percent: 10 },
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await tripRow(db, ride.tripId)).tip_paid_at).toBeNull();
    expect(await sandboxCharges(app)).toHaveLength(1);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556014').payingBy('stripe').withCard().completed();
    const before = await tripRow(db, ride.tripId);
    const trip_id = ride.tripId;
    const bodies: Array<[object, string]> = [
      [{ trip_id }, 'tip.invalid'],
      [{ trip_id, percent: 10, amount: 3 }, 'tip.invalid'],
      [{ trip_id, percent: 0 }, 'tip.invalid'],
      [{ trip_id, percent: 12 }, 'tip.invalid'],
      [{ trip_id, percent: '0x10' }, 'tip.invalid'],
      [{ trip_id, percent: [10] }, 'tip.invalid'],
      [{ trip_id, amount: 0 }, 'tip.invalid'],
      [{ trip_id, amount: -2 }, 'tip.invalid'],
      [{ trip_id, amount: 1.005 }, 'tip.invalid'],
      [{ trip_id, amount: 'five' }, 'tip.invalid'],
      [{ trip_id, amount: ' 5 ' }, 'tip.invalid'],
      [{ trip_id, amount: '1e1' }, 'tip.invalid'],
      [{ trip_id, amount: true }, 'tip.invalid'],
      [{ trip_id, amount: null }, 'tip.invalid'],
      [{ trip_id, amount: 1e9 }, 'tip.invalid'],
      [{ trip_id: 'x', percent: 10 }, 'booking.tripNotValid'],
      [{ trip_id: -1, percent: 10 }, 'booking.tripNotValid'],
      [{ percent: 10 }, 'booking.tripNotValid'],
    ];
    for (const [body, code] of bodies) {
      const res = await addTip(app, ride.rider, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect((await addTip(app, ride.rider, [] as unknown as object)).statusCode).toBe(400);
    expect(await tripRow(db, ride.tripId)).toEqual(before);
    expect(await tipPayments(db, ride.tripId)).toEqual([]);
    expect(await sandboxCharges(app)).toHaveLength(1);
  });
});
