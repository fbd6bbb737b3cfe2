import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertTrip } from '../../../test/helpers/fixtures.ts';
import {
  booking,
  DAY,
  MASONVILLE,
  saveTrip,
  stored,
  tripRow,
  updateTrip,
  WESTERN,
} from '../../../test/helpers/booking.ts';

const { accept_terms: _terms, ...fields } = booking();
/** A whole booking for `edit_scheduled` (no terms needed again). */
const edit = (tripId: number, overrides: Record<string, unknown> = {}) => ({
  action: 'edit_scheduled',
  trip_id: tripId,
  ...fields,
  scheduled_at: Date.now() + 2 * DAY,
  ...overrides,
});

describe.each(databaseKinds)('trip update on %s', (kind) => {
  describe('cancel_request', () => {
    it("cancels the rider's own request without a fee, and the rider may book again", async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550601');
      const saved = (await saveTrip(app, rider.cookie, booking({ promo_code: 'WELCOME10' }))).json()
        .response;

      const res = await updateTrip(app, rider.cookie, {
        action: 'cancel_request',
        trip_id: saved.trip_id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your ride request has been cancelled.');
      expect(tripSchema.parse(res.json().response)).toMatchObject({
        trip_id: saved.trip_id,
        trip_status: 'cancel',
        is_cancelled: 1,
      });
      expect(await tripRow(db, saved.trip_id)).toMatchObject({
        trip_status: 'cancel',
        is_cancelled: 1,
        cancel_fee: 0,
        can_fee_by: null,
        version: 2,
      });

      // A cancelled request frees the rider for a new ride and gives the promo use back.
      const again = await saveTrip(app, rider.cookie, booking({ promo_code: 'WELCOME10' }));
      expect(again.statusCode).toBe(200);
    });

    it('cancels a request that has offers, but not a trip a driver accepted (409)', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550602');
      const offered = await insertTrip(db, rider.userId, { trip_status: 'offer' });
      expect(
        (await updateTrip(app, rider.cookie, { action: 'cancel_request', trip_id: offered }))
          .statusCode,
      ).toBe(200);
      for (const status of ['accept', 'assigned', 'begin', 'completed', 'cancel', 'expired']) {
        const tripId = await insertTrip(db, rider.userId, { trip_status: status });
        const res = await updateTrip(app, rider.cookie, {
          action: 'cancel_request',
          trip_id: tripId,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('error.conflict');
        expect((await tripRow(db, tripId)).trip_status).toBe(status);
      }
    });

    it("answers another rider's trip like a missing one (404) and leaves it alone", async () => {
      const { app, db } = await startSeededApp(kind);
      const owner = await registerRider(app, '5195550603');
      const other = await registerRider(app, '5195550604');
      const tripId = await insertTrip(db, owner.userId, { trip_status: 'request' });
      const theirs = await updateTrip(app, other.cookie, {
        action: 'cancel_request',
        trip_id: tripId,
      });
      const missing = await updateTrip(app, other.cookie, {
        action: 'cancel_request',
        trip_id: tripId + 1000,
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect((await tripRow(db, tripId)).trip_status).toBe('request');
    });

    it('has one winner when two cancels race', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550605');
      const tripId = await insertTrip(db, rider.userId, { trip_status: 'request' });
      const answers = await Promise.all(
        [1, 2].map(() =>
          updateTrip(app, rider.cookie, { action: 'cancel_request', trip_id: tripId }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await tripRow(db, tripId)).version).toBe(2);
    });
  });

  describe('edit_scheduled', () => {
    it('replaces the booking of a ride for later, priced again by the server', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550606');
      const saved = (
        await saveTrip(app, rider.cookie, booking({ scheduled_at: Date.now() + DAY }))
      ).json().response;
      const when = Date.now() + 3 * DAY;

      const res = await updateTrip(
        app,
        rider.cookie,
        edit(saved.trip_id, {
          scheduled_at: when,
          category_id: 2,
          drop: MASONVILLE,
          user_offer_amt: 12,
          trip_pay_mode: 'wallet',
          note: 'Door 2',
          is_for_other: true,
          passenger_name: 'Ada',
          passenger_contact: '5195550188',
          total_fare: 1,
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your request has been saved successfully.');
      expect(res.json().response).toMatchObject({
        trip_id: saved.trip_id,
        track_token: saved.track_token,
        trip_status: 'request',
        is_ride_later: 1,
        trip_date: when,
        category_id: 2,
        trip_to_loc: 'Masonville Place',
        total_fare: 10, // Comfort's minimum fare
        min_amount: 10, // never below the minimum fare (decision 055)
        max_amount: 20,
        user_offer_amt: 12,
        trip_pay_amount: 12,
        trip_pay_mode: 'wallet',
        note: 'Door 2',
        is_for_other: 1,
        passenger_name: 'Ada',
      });
      expect((await tripRow(db, saved.trip_id)).version).toBe(2);
      expect(await stored(db)).toEqual({ trips: 1, promoUses: 0 });
    });

    it('adds, keeps and removes the promo, its own use not counting against the limit', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550607');
      const saved = (
        await saveTrip(
          app,
          rider.cookie,
          booking({ scheduled_at: Date.now() + DAY, promo_code: 'WELCOME10' }),
        )
      ).json().response;
      expect(saved.trip_promo_amt).toBe(2.5);

      const kept = await updateTrip(
        app,
        rider.cookie,
        edit(saved.trip_id, { promo_code: 'WELCOME10', user_offer_amt: 40 }),
      );
      expect(kept.statusCode).toBe(200);
      expect(kept.json().response).toMatchObject({
        promo_code: 'WELCOME10',
        trip_promo_amt: 4,
        trip_pay_amount: 36,
      });
      expect(await db.selectFrom('promo_uses').select(['trip_id', 'discount']).execute()).toEqual([
        { trip_id: saved.trip_id, discount: 400 },
      ]);

      const removed = await updateTrip(app, rider.cookie, edit(saved.trip_id));
      expect(removed.json().response).toMatchObject({
        promo_code: null,
        trip_promo_amt: 0,
        trip_pay_amount: 25,
      });
      expect(await stored(db)).toEqual({ trips: 1, promoUses: 0 });
    });

    it('refuses bad edits with the booking messages and changes nothing', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550608');
      const saved = (
        await saveTrip(
          app,
          rider.cookie,
          booking({ scheduled_at: Date.now() + DAY, promo_code: 'FLAT5' }),
        )
      ).json().response;
      const before = await tripRow(db, saved.trip_id);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ user_offer_amt: 5 }, 'booking.bidTooLow'],
        [{ scheduled_at: Date.now() - 1 }, 'booking.futureTimeRequired'],
        [{ scheduled_at: undefined }, 'booking.futureTimeRequired'],
        [{ drop: WESTERN }, 'booking.sameDestination'],
        [{ trip_pay_mode: 'gold' }, 'booking.payModeInvalid'],
        [{ category_id: 77 }, 'booking.categoryRequired'],
        [{ promo_code: 'SUMMER15' }, 'booking.promoInvalid'],
        [{ trip_id: 'one' }, 'booking.tripNotValid'],
      ];
      for (const [overrides, code] of cases) {
        const res = await updateTrip(app, rider.cookie, edit(saved.trip_id, overrides));
        expect(res.statusCode, code).toBe(400);
        expect(res.json().code).toBe(code);
      }
      expect(await tripRow(db, saved.trip_id)).toEqual(before);
      expect(await stored(db)).toEqual({ trips: 1, promoUses: 1 });
    });

    it('edits only a ride for later that is still a request, and only the rider’s own', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195550609');
      const other = await registerRider(app, '5195550610');
      const now = (await saveTrip(app, rider.cookie, booking())).json().response;
      const notLater = await updateTrip(app, rider.cookie, edit(now.trip_id));
      expect(notLater.statusCode).toBe(400);
      expect(notLater.json().code).toBe('booking.tripNotValid');

      const later = await insertTrip(db, rider.userId, {
        trip_status: 'assigned',
        is_ride_later: 1,
      });
      const assigned = await updateTrip(app, rider.cookie, edit(later));
      expect(assigned.statusCode).toBe(409);

      const theirs = await insertTrip(db, other.userId, {
        trip_status: 'request',
        is_ride_later: 1,
      });
      const res = await updateTrip(app, rider.cookie, edit(theirs));
      expect(res.statusCode).toBe(404);
      expect((await tripRow(db, theirs)).user_offer_amt).toBe(800);
    });
  });

  it.each([
    ['no action', { trip_id: 1 }],
    ['an unknown action', { action: 'teleport', trip_id: 1 }],
    ['no trip', { action: 'cancel_request' }],
    ['a trip id as text', { action: 'cancel_request', trip_id: '1' }],
    ['trip 0', { action: 'cancel_request', trip_id: 0 }],
    ['a huge trip id', { action: 'cancel_request', trip_id: 1e15 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { app } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550611');
    const res = await updateTrip(app, rider.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('failed');
  });

  it('needs a logged-in rider', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550612');
    const tripId = await insertTrip(db, rider.userId, { trip_status: 'request' });
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.trips.update,
      payload: { action: 'cancel_request', trip_id: tripId },
    });
    expect(res.statusCode).toBe(401);
    expect((await tripRow(db, tripId)).trip_status).toBe('request');
  });
});
