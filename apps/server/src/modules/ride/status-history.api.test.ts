import { describe, expect, it } from 'vitest';
import type { DbOrTrx } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { brokenRideInvariants } from '../../../test/helpers/ride-invariants.ts';
import { offer, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';
import { moveTrip } from './moves.ts';
import { tripReads } from './store.ts';

// Every change of a trip's status leaves one row of its history, written by the ride in the same
// transaction as the change (trip-status-repo.ts, migration 023): who moved it, from what, when.

/** The history as [from, to, actor], oldest first. */
async function moves(db: DbOrTrx, tripId: number) {
  const rows = await tripReads.statusHistory(db, tripId);
  return rows.map((r) => [r.from_status, r.to_status, r.actor]);
}

describe.each(databaseKinds)("a trip's status history on %s", (kind) => {
  it('records each move of a ride from the booking to its completion, in order, with its time', async () => {
    const { app, db } = await startSeededApp(kind);
    const before = Date.now();
    const ride = await rideOf(app, db, '5195552881').completed();

    expect(await moves(db, ride.tripId)).toEqual([
      [null, 'request', 'rider'],
      ['request', 'offer', 'driver'],
      ['offer', 'accept', 'rider'],
      ['accept', 'arrive', 'driver'],
      ['arrive', 'begin', 'driver'],
      ['begin', 'completed', 'driver'],
    ]);
    const times = (await tripReads.statusHistory(db, ride.tripId)).map((r) => r.at);
    expect(times[0]).toBeGreaterThanOrEqual(before);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const trip = await tripRow(db, ride.tripId);
    expect(times[0]).toBe(trip.created_at);
    expect(times.at(-1)).toBe(trip.updated_at);

    // the rules the crash tests check hold, and see a history that lost a change
    expect(await brokenRideInvariants(db)).toEqual([]);
    await db
      .deleteFrom('trip_status_changes')
      .where('trip_id', '=', ride.tripId)
      .where('to_status', '=', 'begin')
      .execute();
    expect(await brokenRideInvariants(db)).toEqual([
      expect.stringContaining(`trip ${ride.tripId} (completed, Unpaid): status history`),
    ]);
  });

  it("records a rider's late cancellation with its reason, and the system's move once its fee is paid", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552882').payingBy('stripe').withCard().accepted();
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1);
    const res = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(res.json().response).toMatchObject({ trip_status: 'paid_cancel' });

    const history = await tripReads.statusHistory(db, ride.tripId);
    expect(history.slice(-2)).toMatchObject([
      {
        from_status: 'accept',
        to_status: 'cancel',
        actor: 'rider',
        reason: 'My plans have changed',
      },
      { from_status: 'cancel', to_status: 'paid_cancel', actor: 'system', reason: null },
    ]);
  });

  it("records a request's expiry by the system once, and no row for a further driver's offer", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552883');
    await offer(app, await onlineDriver(app, db), ride.tripId, 30);
    await offer(app, await onlineDriver(app, db), ride.tripId, 31);
    const { request_expires_at: dueAt } = await tripRow(db, ride.tripId);
    await app.jobs.runDue(dueAt ?? 0);
    await app.jobs.runDue((dueAt ?? 0) + 1000);

    expect(await moves(db, ride.tripId)).toEqual([
      [null, 'request', 'rider'],
      ['request', 'offer', 'driver'],
      ['offer', 'expired', 'system'],
    ]);
  });

  it('writes no row for a move the lifecycle refuses, and none for a move whose transaction rolls back', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552884').accepted();
    const recorded = await moves(db, ride.tripId);

    expect(await moveTrip(db, ride.tripId, { to: 'completed', actor: 'driver' }, {})).toBe(false);
    const arrive = { to: 'arrive', actor: 'driver' } as const;
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await moveTrip(trx, ride.tripId, arrive, { updated_at: Date.now() })).toBe(true);
        expect(await moves(trx, ride.tripId)).toHaveLength(recorded.length + 1);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');

    expect(await moves(db, ride.tripId)).toEqual(recorded);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('accept');
  });
});
