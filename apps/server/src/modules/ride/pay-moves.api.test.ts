import { describe, expect, it } from 'vitest';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { PAY_CLAIM_TTL_MS } from './claims.ts';
import { tripPaymentRepo } from './trip-payment-repo.ts';

// The pay guards take their sources from lifecycle.ts PAY_MOVES and TIP_MOVES (decision 064),
// one UPDATE each: a move the table does not allow from the trip's pay state changes nothing.
describe.each(databaseKinds)("moving a trip's pay state on %s", (kind) => {
  it('claims an unpaid trip once, pays it once, and then no pay move changes it', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552881').completed();
    const now = Date.now();
    const before = await tripRow(db, ride.tripId);
    expect(before).toMatchObject({ trip_pay_status: 'Unpaid', pay_claimed_at: null });

    // claimed: a second claim, another's keep or release find it not theirs
    expect(await tripPaymentRepo.claimTrip(db, ride.tripId, now)).toBe(true);
    expect(await tripPaymentRepo.claimTrip(db, ride.tripId, now + 1)).toBe(false);
    expect(await tripPaymentRepo.keepClaim(db, ride.tripId, now + 1)).toBe(false);
    await tripPaymentRepo.releaseClaim(db, ride.tripId, now + 1);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      pay_claimed_at: now,
      version: before.version + 1,
    });
    // …while a claim past its TTL is free to take
    const later = now + PAY_CLAIM_TTL_MS + 1;
    expect(await tripPaymentRepo.claimTrip(db, ride.tripId, later)).toBe(true);

    expect(await tripPaymentRepo.markTripPaid(db, ride.tripId, { storedMode: 'wallet', now })).toBe(
      true,
    );
    const paid = await tripRow(db, ride.tripId);
    expect(paid).toMatchObject({ trip_pay_status: 'Paid', pay_claimed_at: null });

    // paid: nothing in PAY_MOVES starts here
    expect(await tripPaymentRepo.claimTrip(db, ride.tripId, later + 1)).toBe(false);
    expect(await tripPaymentRepo.keepClaim(db, ride.tripId, later)).toBe(false);
    await tripPaymentRepo.releaseAnyClaim(db, ride.tripId);
    expect(await tripPaymentRepo.markTripPaid(db, ride.tripId, { storedMode: 'cash', now })).toBe(
      false,
    );
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Paid',
      trip_pay_mode: 'wallet',
      pay_claimed_at: null,
      version: paid.version,
    });
  });

  it('tips a paid trip once: a wallet tip waits for a card tip being charged, none follows a tip', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552882').completed();
    const now = Date.now();
    const tip = { amount: 300, percent: null, now, unclaimed: true };
    // not paid yet: no tip
    expect(await tripPaymentRepo.markTipPaid(db, ride.tripId, tip)).toBe(false);
    await tripPaymentRepo.markTripPaid(db, ride.tripId, { storedMode: 'wallet', now });

    expect(await tripPaymentRepo.claimTip(db, ride.tripId, now)).toBe(true);
    expect(await tripPaymentRepo.claimTip(db, ride.tripId, now + 1)).toBe(false);
    // tip_claimed: a wallet tip is not among its moves, the claimed card tip is
    expect(await tripPaymentRepo.markTipPaid(db, ride.tripId, tip)).toBe(false);
    expect(await tripPaymentRepo.markTipPaid(db, ride.tripId, { ...tip, unclaimed: false })).toBe(
      true,
    );
    const tipped = await tripRow(db, ride.tripId);
    expect(tipped).toMatchObject({ tip_amount: 300, tip_claimed_at: null, tip_paid_at: now });

    // tipped: nothing in TIP_MOVES starts here
    expect(await tripPaymentRepo.claimTip(db, ride.tripId, now + 2)).toBe(false);
    expect(
      await tripPaymentRepo.markTipPaid(db, ride.tripId, { ...tip, amount: 500, unclaimed: false }),
    ).toBe(false);
    await tripPaymentRepo.releaseAnyTipClaim(db, ride.tripId);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      tip_amount: 300,
      version: tipped.version,
    });
  });
});
