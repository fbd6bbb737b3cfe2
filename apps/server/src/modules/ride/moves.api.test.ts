import { describe, expect, it } from 'vitest';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { OFFER_MOVES } from './lifecycle.ts';
import { editRequest, moveOneOffer, moveTrip, moveTripOffers } from './moves.ts';

// A trip's status changes only as lifecycle.ts allows the actor (decision 043): moveTrip takes
// its guard from TRIP_MOVES, so a move the table does not list changes nothing.
describe.each(databaseKinds)('moving a trip on %s', (kind) => {
  it('moves only from the statuses the lifecycle allows the actor, raising the version once', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552871').accepted();
    const before = await tripRow(db, ride.tripId);
    expect(before.trip_status).toBe('accept');

    // the rider never moves a trip to `arrive`; the driver does not complete from `accept`
    expect(await moveTrip(db, ride.tripId, { to: 'arrive', actor: 'rider' }, {})).toBe(false);
    expect(await moveTrip(db, ride.tripId, { to: 'completed', actor: 'driver' }, {})).toBe(false);
    // narrowed to statuses the trip is not in: no move either
    const onlyOpen = { to: 'cancel', actor: 'rider', only: ['request', 'offer'] } as const;
    expect(await moveTrip(db, ride.tripId, onlyOpen, { is_cancelled: 1 })).toBe(false);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'accept',
      is_cancelled: 0,
      version: before.version,
    });

    const arrive = { to: 'arrive', actor: 'driver' } as const;
    expect(await moveTrip(db, ride.tripId, arrive, { updated_at: 1234 })).toBe(true);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'arrive',
      updated_at: 1234,
      version: before.version + 1,
    });
    // the same move again finds the trip past its sources
    expect(await moveTrip(db, ride.tripId, arrive, {})).toBe(false);
  });

  it('edits a booking only while the trip is a bare request, leaving its status', async () => {
    const { app, db } = await startSeededApp(kind);
    const request = await rideOf(app, db, '5195552872').booked();
    const before = await tripRow(db, request.tripId);
    expect(await editRequest(db, request.tripId, { note: 'gate 2' })).toBe(true);
    expect(await tripRow(db, request.tripId)).toMatchObject({
      trip_status: 'request',
      note: 'gate 2',
      version: before.version + 1,
    });

    const ride = await rideOf(app, db, '5195552873').accepted();
    expect(await editRequest(db, ride.tripId, { note: 'gate 3' })).toBe(false);
    expect((await tripRow(db, ride.tripId)).note).not.toBe('gate 3');
  });

  it("moves an offer only by a move of OFFER_MOVES from that move's sources", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552874').offered();
    const offerRow = () =>
      db
        .selectFrom('trip_requests')
        .select(['trip_request_id', 'status', 'version'])
        .where('trip_id', '=', ride.tripId)
        .executeTakeFirstOrThrow();
    const before = await offerRow();
    expect(before.status).toBe('offer');

    // the driver answers only a counter-offer: an open offer is not one
    const now = Date.now();
    expect(await moveOneOffer(db, before.trip_request_id, OFFER_MOVES.answer, { now })).toBe(false);
    expect(await offerRow()).toEqual(before);

    const decline = OFFER_MOVES.decline;
    expect(await moveOneOffer(db, before.trip_request_id, decline, { now })).toBe(true);
    expect(await offerRow()).toMatchObject({ status: 'declined', version: before.version + 1 });
    expect(await moveOneOffer(db, before.trip_request_id, decline, { now })).toBe(false);
    // nothing open is left for the trip's losers either
    expect(await moveTripOffers(db, ride.tripId, OFFER_MOVES.lose, now)).toEqual([]);
  });
});
