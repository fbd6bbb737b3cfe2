import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { testConfig } from '../../config.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { booking, DAY, saveTrip, tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { rowWhere } from '../../../test/helpers/rows.ts';
import { asDriver, asRider, offer, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The seeded app whose drivers are never set offline for silence within the day the job clock
 * of these tests jumps ahead (the online drivers here send one position, at the start).
 */
function startApp(kind: (typeof databaseKinds)[number]) {
  const config = testConfig();
  return startSeededApp(kind, {
    ride: { ...config.ride, driverSilentOfflineSeconds: (2 * DAY) / SECOND },
  });
}

async function offerStatus(db: Parameters<typeof tripRow>[0], tripRequestId: number) {
  return (await rowWhere(db, 'trip_requests', 'trip_request_id', tripRequestId)).status;
}

describe.each(databaseKinds)('expiry and scheduling jobs on %s', (kind) => {
  it('an unanswered offer expires after its validity; the rider hears reject_offer', async () => {
    const { app, db } = await startApp(kind);
    const ride = await savedRide(app, db, '5195554001');
    const driver = await onlineDriver(app, db);
    const sent = await offer(app, driver, ride.tripId, 30);
    const toRider = vi.spyOn(app.notifier, 'toRider');
    const toDriver = vi.spyOn(app.notifier, 'toDriver');

    // Not yet: one second before the end of its 60 s.
    await app.jobs.runDue(sent.expires_at - SECOND);
    expect(await offerStatus(db, sent.tripRequestId)).toBe('offer');

    const report = await app.jobs.runDue(sent.expires_at);
    expect(report.failed).toBe(0);
    expect(await offerStatus(db, sent.tripRequestId)).toBe('expired');
    expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
      trip_status: 'reject_offer',
      data: {
        trip_id: ride.tripId,
        tripRequestId: sent.tripRequestId,
        driver_id: driver.driverId,
        reason: 'expired',
      },
    });
    expect(toDriver).toHaveBeenCalledWith(driver.driverId, {
      trip_status: 'expired',
      data: { trip_id: ride.tripId, what: 'offer', tripRequestId: sent.tripRequestId },
    });
    // An expired offer can no longer be accepted; the driver may offer again.
    const accept = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(accept.statusCode).toBe(409);
    const again = await offer(app, driver, ride.tripId, 29);
    expect(again.tripRequestId).toBe(sent.tripRequestId);
    expect(await offerStatus(db, sent.tripRequestId)).toBe('offer');
  });

  it('a renewed offer is not expired by the job of the old one', async () => {
    const { app, db } = await startApp(kind);
    const ride = await savedRide(app, db, '5195554002');
    const driver = await onlineDriver(app, db);
    const first = await offer(app, driver, ride.tripId, 30);
    // The rider counters a little later: a fresh validity for the driver's answer.
    await new Promise((resolve) => setTimeout(resolve, 25));
    await asRider(app, ride.rider, endpoints.offers.counter, {
      trip_id: ride.tripId,
      user_offer_amt: 24,
      driver_id: driver.driverId,
    });
    await app.jobs.runDue(first.expires_at);
    expect(await offerStatus(db, first.tripRequestId)).toBe('counter');
    await app.jobs.runDue(Date.now() + 2 * MINUTE);
    expect(await offerStatus(db, first.tripRequestId)).toBe('expired');
  });

  it('a request with no accepted offer expires after request_expiry_minutes; its promo use is released', async () => {
    const { app, db } = await startApp(kind);
    const ride = await savedRide(app, db, '5195554003', { promo_code: 'WELCOME10' });
    const driver = await onlineDriver(app, db);
    const sent = await offer(app, driver, ride.tripId, 30);
    const { request_expires_at } = await tripRow(db, ride.tripId);
    expect(request_expires_at).toBeGreaterThan(Date.now() + 9 * MINUTE);
    const toRider = vi.spyOn(app.notifier, 'toRider');

    await app.jobs.runDue((request_expires_at ?? 0) - SECOND);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('offer');
    await app.jobs.runDue(request_expires_at ?? 0);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('expired');
    expect(await offerStatus(db, sent.tripRequestId)).toBe('expired');
    expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
      trip_status: 'expired',
      data: { trip_id: ride.tripId },
    });
    // The rider's trip says a driver did offer: answered, just not accepted in time.
    const list = await asRider(app, ride.rider, endpoints.trips.list, {
      is_request: '0',
      offset: '0',
      limit: '1',
    });
    expect(list.json().response.trips[0]).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'expired',
      offers_made: 1,
    });
    // The rider may book again, with the same one-use promo.
    const again = await saveTrip(app, ride.rider.cookie, booking({ promo_code: 'WELCOME10' }));
    expect(again.statusCode).toBe(200);
  });

  it('an accepted or cancelled request does not expire', async () => {
    const { app, db } = await startApp(kind);
    const ride = await savedRide(app, db, '5195554004');
    await updateTrip(app, ride.rider.cookie, { action: 'cancel_request', trip_id: ride.tripId });
    await app.jobs.runDue(Date.now() + 11 * MINUTE);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('cancel');
  });

  it('a ride for later goes out to drivers within rl_driver_radius at its time minus 15 minutes', async () => {
    const { app, db } = await startApp(kind);
    const rider = await registerRider(app, '5195554005');
    const at = Date.now() + DAY;
    const trip = (await saveTrip(app, rider.cookie, booking({ scheduled_at: at }))).json().response;
    // 8 km from the pickup: beyond driver_radius, within rl_driver_radius.
    const driver = await onlineDriver(app, db, { lat: 43.0096 + 0.072, lng: -81.2737 });
    const toRider = vi.spyOn(app.notifier, 'toRider');
    const toDrivers = vi.spyOn(app.notifier, 'toDrivers');

    await app.jobs.runDue(at - 16 * MINUTE);
    expect((await tripRow(db, trip.trip_id)).dispatched_at).toBeNull();
    expect(toDrivers).not.toHaveBeenCalled();

    const dueAt = at - 15 * MINUTE;
    await app.jobs.runDue(dueAt);
    const row = await tripRow(db, trip.trip_id);
    expect(row).toMatchObject({
      trip_status: 'request',
      dispatched_at: dueAt,
      request_expires_at: dueAt + 10 * MINUTE,
    });
    expect(toRider).toHaveBeenCalledWith(rider.userId, {
      trip_status: 'request',
      data: { trip_id: trip.trip_id, dispatched_at: dueAt },
    });
    expect(toDrivers).toHaveBeenCalledWith([driver.driverId], {
      trip_status: 'request',
      data: expect.objectContaining({ trip_id: trip.trip_id, is_ride_later: 1 }),
    });
    // Once only; and it then expires like any request.
    toDrivers.mockClear();
    await app.jobs.runDue(dueAt + MINUTE);
    expect(toDrivers).not.toHaveBeenCalled();
    await app.jobs.runDue(dueAt + 10 * MINUTE);
    expect((await tripRow(db, trip.trip_id)).trip_status).toBe('expired');
  });

  it('moving a ride for later to another time dispatches it at the new time', async () => {
    const { app, db } = await startApp(kind);
    const rider = await registerRider(app, '5195554006');
    const first = Date.now() + DAY;
    const trip = (await saveTrip(app, rider.cookie, booking({ scheduled_at: first }))).json()
      .response;
    const { accept_terms: _t, ...fields } = booking();
    const later = first + DAY;
    const edited = await updateTrip(app, rider.cookie, {
      action: 'edit_scheduled',
      trip_id: trip.trip_id,
      ...fields,
      scheduled_at: later,
    });
    expect(edited.statusCode).toBe(200);
    await app.jobs.runDue(first);
    expect((await tripRow(db, trip.trip_id)).dispatched_at).toBeNull();
    await app.jobs.runDue(later - 15 * MINUTE);
    expect((await tripRow(db, trip.trip_id)).dispatched_at).toBe(later - 15 * MINUTE);
  });

  it('drivers see a ride for later that is due even before its dispatch job ran', async () => {
    const { app, db } = await startApp(kind);
    const ride = await savedRide(app, db, '5195554007', { scheduled_at: Date.now() + 5 * MINUTE });
    const driver = await onlineDriver(app, db);
    const open = (await asDriver(app, driver, endpoints.drivers.openRequests)).json().response;
    expect(open.requests.map((r: { trip_id: number }) => r.trip_id)).toEqual([ride.tripId]);
  });
});
