import { describe, expect, it } from 'vitest';
import type { RiderPush } from '@fairfare/contracts/socket';
import { makeAssignedTrip, makeOffer, makeRideTrip } from '../test/fixtures';
import { pushToast } from './pushToast';

/** A driver's offer pushed on the request as it was when the driver sent it. */
function offerPush(): RiderPush {
  const trip = makeRideTrip({ version: 2 });
  return { trip_status: 'offer', data: { trip_id: trip.trip_id, trip, offer: makeOffer() } };
}

describe('pushToast', () => {
  it("says 'new offer' while the ride on screen still takes offers", () => {
    expect(pushToast(offerPush(), undefined, makeRideTrip({ trip_status: 'request' }))).toEqual({
      kind: 'newOffer',
    });
    expect(pushToast(offerPush(), undefined, makeRideTrip({ trip_status: 'offer' }))).toEqual({
      kind: 'newOffer',
    });
  });

  // Issue 38 point 12: a "new offer" toast after the ride had ended.
  it('says nothing of an offer once the ride left the offer stage, ended, or is another one', () => {
    expect(pushToast(offerPush(), undefined, makeAssignedTrip({ version: 3 }))).toBeNull();
    expect(pushToast(offerPush(), undefined, null)).toBeNull();
    expect(pushToast(offerPush(), undefined, makeRideTrip({ trip_id: 999 }))).toBeNull();
  });
});
