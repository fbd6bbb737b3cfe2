import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { trackedTripSchema } from '@fairfare/contracts/tracking';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asDriver, asRider, offer, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { firstName } from './service.ts';

const url = API_BASE + endpoints.trips.track;

describe('firstName', () => {
  it('keeps the first word only', () => {
    expect(firstName('  Harpreet Singh Dhillon ')).toBe('Harpreet');
    expect(firstName('Li')).toBe('Li');
    expect(firstName('')).toBe('');
  });
});

describe.each(databaseKinds)('tracking on %s', (kind) => {
  it('shows the trip to anyone with the token: status, places, driver first name, car, position', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195556001');
    const token = (await tripRow(db, ride.tripId)).track_token;
    const track = () => app.inject({ method: 'POST', url, payload: { token } });

    const before = await track();
    expect(before.statusCode).toBe(200);
    expect(trackedTripSchema.parse(before.json().response)).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'request',
      pickup: { address: 'Western University', lat: 43.0096, lng: -81.2737 },
      drop: { address: 'London International Airport (YXU)' },
      driver: null,
      position: null,
    });

    const driver = await onlineDriver(app, db, undefined, { name: 'Marie-Claire Tremblay' });
    await offer(app, driver, ride.tripId, 25);
    await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    await asDriver(app, driver, endpoints.drivers.updatePosition, { lat: 43.0, lng: -81.26 });
    const during = await track();
    expect(during.json().response).toMatchObject({
      trip_status: 'accept',
      driver: {
        first_name: 'Marie-Claire',
        car_name: 'Sedan',
        car_model: 'Corolla',
        car_make: 'Toyota',
        car_color: 'Silver',
        car_number: 'TEST 001',
      },
      position: { lat: 43.0, lng: -81.26, at: expect.any(Number) },
    });
    // Nothing personal: no phones, no names beyond the driver's first, no amounts, no OTP.
    const text = during.body;
    const row = await tripRow(db, ride.tripId);
    for (const secret of [driver.phone, '5195556001', 'Tremblay', 'Test', String(row.otp)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/amount|otp|phone|user/i);

    await asDriver(app, driver, endpoints.drivers.updateTripStatus, {
      trip_id: ride.tripId,
      status: 'p_cancel_pickup',
    });
    expect((await track()).json().response).toMatchObject({
      trip_status: 'p_cancel_pickup',
      position: null,
    });
  });

  it('stops working a fixed time after the trip ended (TRACK_LINK_HOURS, 24 by default)', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195556009');
    const track = () =>
      app.inject({ method: 'POST', url, payload: { token: ride.trip.track_token } });
    const endedAgo = async (hours: number) =>
      db
        .updateTable('trips')
        .set({ trip_status: 'completed', updated_at: Date.now() - hours * 3_600_000 })
        .where('trip_id', '=', ride.tripId)
        .execute();
    await endedAgo(23);
    expect((await track()).statusCode).toBe(200);
    await endedAgo(25);
    const expired = await track();
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('tracking.linkExpired');
  });

  it('answers 404 to an unknown or malformed token, without a login', async () => {
    const { app } = await startSeededApp(kind);
    const unknown = await app.inject({
      method: 'POST',
      url,
      payload: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'POST', url, payload: { token: "x' OR 1=1" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('error.badRequest');
  });
});
