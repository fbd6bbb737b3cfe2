import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  pointsNearWestern,
  savedRide,
} from '../../../test/helpers/rides.ts';
import { tripDetail } from '../support/service.ts';
import { offerReads } from './store.ts';

// Every amount said in an offer's negotiation is kept (migration 024), written by the ride in the
// transaction of the offer's move (moves.ts): support sees each round, not only the last.

describe.each(databaseKinds)("an offer's negotiation on %s", (kind) => {
  it('keeps every offer and counter-offer, not the agreed amount an accept writes, and support sees each round', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552891');
    const [point] = pointsNearWestern(1);
    const driver = await onlineDriver(app, db, point, { name: 'Dana Round' });
    const counter = async (amount: number) => {
      const res = await asRider(app, ride.rider, endpoints.offers.counter, {
        trip_id: ride.tripId,
        user_offer_amt: amount,
        driver_id: driver.driverId,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const answer = async (payload: object) => {
      const res = await asDriver(app, driver, endpoints.drivers.answerCounter, {
        trip_id: ride.tripId,
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    await offer(app, driver, ride.tripId, 30);
    await counter(25);
    await answer({ accept: false, offer_amt: 28 });
    await counter(26);
    await answer({ accept: true });
    const accepted = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const said = await offerReads.amountsOfTrip(db, ride.tripId);
    expect(said.map((s) => [s.said_by, s.amount])).toEqual([
      ['driver', 3000],
      ['rider', 2500],
      ['driver', 2800],
      ['rider', 2600],
      ['driver', 2600],
    ]);
    const times = said.map((s) => s.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const { timeline } = await tripDetail(db, ride.tripId);
    expect(
      timeline.filter((e) => e.kind === 'offer' || e.kind === 'counter').map((e) => e.text),
    ).toEqual([
      'Dana Round offered 30.00 CAD',
      "Rider countered Dana Round's offer with 25.00 CAD",
      'Dana Round offered 28.00 CAD',
      "Rider countered Dana Round's offer with 26.00 CAD",
      "Dana Round took the rider's counter-offer of 26.00 CAD",
      "Dana Round's offer accepted",
    ]);
  });
});
