import { describe, expect, it, vi } from 'vitest';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { tipEndpoints } from '@fairfare/contracts/tips';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { CARDS, tokenize } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { PENDING_GIVE_UP_MS } from './attempt-recovery.ts';
import { keptCardJob, releaseKeptCard, tipWindowEndOf } from './kept-card.ts';

type App = Awaited<ReturnType<typeof startSeededApp>>['app'];

/** A cash ride paid in the unpaid popup by a new card the rider does not save. */
async function cashRidePaidByNewCard(app: App, db: Db, phone: string) {
  const ride = await rideOf(app, db, phone).completed();
  const card = await tokenize(app, ride.rider, CARDS.visa);
  const paid = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
    trip_id: ride.tripId,
    payment_method: card,
  });
  if (paid.statusCode !== 200) throw new Error(`popup payment failed: ${paid.body}`);
  const windowEnd = tipWindowEndOf((await tripRow(db, ride.tripId)).trip_date);
  return { ...ride, card, windowEnd };
}

const customerOf = async (app: App, card: string) =>
  (await app.payments.retrievePaymentMethod(card))?.customer ?? null;

const keptCardJobs = (db: Db) =>
  db.selectFrom('due_jobs').selectAll().where('kind', '=', keptCardJob.kind).execute();

describe.each(databaseKinds)('a card kept for a tip, on %s', (kind) => {
  it('is detached when the tip window ends without a tip, not before, and once', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await cashRidePaidByNewCard(app, db, '5195558101');
    const attachedTo = await customerOf(app, ride.card);
    expect(attachedTo).not.toBeNull();
    expect(await keptCardJobs(db)).toMatchObject([{ run_at: ride.windowEnd, attempts: 0 }]);
    const detach = vi.spyOn(app.payments, 'detachPaymentMethod');

    // A minute before the window closes the rider may still tip on it: it stays.
    await app.jobs.runDue(ride.windowEnd - 60_000);
    expect(await customerOf(app, ride.card)).toBe(attachedTo);

    await app.jobs.runDue(ride.windowEnd);
    expect(await customerOf(app, ride.card)).toBeNull();
    expect(detach.mock.calls).toEqual([[ride.card]]);
    // Done: a later round has nothing more to do with it.
    await app.jobs.runDue(ride.windowEnd + 3_600_000);
    expect(detach).toHaveBeenCalledTimes(1);
    expect((await keptCardJobs(db)).map((j) => j.last_error)).toEqual([null]);
  });

  it('is not detached again when the tip on it let it go already', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await cashRidePaidByNewCard(app, db, '5195558102');
    const detach = vi.spyOn(app.payments, 'detachPaymentMethod');
    const tipped = await asRider(app, ride.rider, tipEndpoints.add, {
      trip_id: ride.tripId,
      percent: 10,
    });
    expect(tipped.statusCode).toBe(200);
    expect(detach.mock.calls).toEqual([[ride.card]]);

    const round = await app.jobs.runDue(ride.windowEnd);
    expect(round.failed).toBe(0);
    expect(detach).toHaveBeenCalledTimes(1);
    expect(await customerOf(app, ride.card)).toBeNull();
  });

  it('a provider that fails the detach is asked again by the runner’s retry', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await cashRidePaidByNewCard(app, db, '5195558103');
    vi.spyOn(app.payments, 'detachPaymentMethod').mockRejectedValueOnce(new Error('provider down'));

    expect((await app.jobs.runDue(ride.windowEnd)).failed).toBe(1);
    expect(await customerOf(app, ride.card)).not.toBeNull();
    const [job] = await keptCardJobs(db);
    expect(job).toMatchObject({ attempts: 1, last_error: 'provider down' });

    await app.jobs.runDue(job!.run_at);
    expect(await customerOf(app, ride.card)).toBeNull();
  });

  it('a tip charge still open when the window closes is waited for; the card goes after it', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await cashRidePaidByNewCard(app, db, '5195558104');
    // The tip's charge is opened and the process stops before it reaches the provider; the
    // reconciliation cannot reach the provider either until after the window has closed.
    let opened = () => {};
    const tipOpened = new Promise<void>((resolve) => (opened = resolve));
    vi.spyOn(app.payments, 'createPaymentIntent')
      .mockImplementationOnce(() => {
        opened();
        return new Promise<never>(() => {});
      })
      .mockRejectedValueOnce(new Error('socket hang up'));
    void asRider(app, ride.rider, tipEndpoints.add, { trip_id: ride.tripId, percent: 10 });
    await tipOpened;
    const detach = vi.spyOn(app.payments, 'detachPaymentMethod');

    await app.jobs.runDue(ride.windowEnd);
    expect(await customerOf(app, ride.card)).not.toBeNull();
    // The reconciliation's retry charges the card it was meant for, and records the tip.
    await app.jobs.runDue(ride.windowEnd + 60_000);
    expect((await tripRow(db, ride.tripId)).tip_amount).toBe(300);
    expect(detach).not.toHaveBeenCalled();

    await app.jobs.runDue(ride.windowEnd + PENDING_GIVE_UP_MS);
    expect(detach.mock.calls).toEqual([[ride.card]]);
    expect(await customerOf(app, ride.card)).toBeNull();
  });

  it('a card the provider would not keep leaves a job that lets nothing go', async () => {
    const { app, db } = await startSeededApp(kind);
    vi.spyOn(app.payments, 'attachPaymentMethod').mockRejectedValueOnce(new Error('provider down'));
    const ride = await cashRidePaidByNewCard(app, db, '5195558105');
    expect(await customerOf(app, ride.card)).toBeNull();
    const detach = vi.spyOn(app.payments, 'detachPaymentMethod');

    const round = await app.jobs.runDue(ride.windowEnd);
    expect(round.failed).toBe(0);
    expect(detach).not.toHaveBeenCalled();
    expect((await keptCardJobs(db)).map((j) => j.done_at)).toEqual([ride.windowEnd]);
  });

  it('run before the window closes (a runner whose clock is behind), it comes back at its end', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await cashRidePaidByNewCard(app, db, '5195558106');
    const [job] = await keptCardJobs(db);
    const deps = { db, payments: app.payments, log: app.log };
    const early = ride.windowEnd - 3_600_000;

    const outcome = await releaseKeptCard(deps, JSON.parse(job!.payload_json), early);
    expect(outcome).toBe('later');
    expect(await customerOf(app, ride.card)).not.toBeNull();
    expect((await keptCardJobs(db)).map((j) => j.run_at)).toEqual([ride.windowEnd, ride.windowEnd]);
  });
});
