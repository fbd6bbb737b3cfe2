import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import {
  asRider,
  offer,
  onlineDriver,
  pointsNearWestern,
  savedRide,
} from '../../../test/helpers/rides.ts';

/** The texts the dev outbox holds, newest first: for one phone, or all of them. */
async function outbox(app: FastifyInstance, phone?: string): Promise<string[]> {
  const query = phone === undefined ? '' : `?phone=${encodeURIComponent(phone)}`;
  const res = await app.inject({ url: `/api/dev/outbox${query}` });
  return (res.json().messages as Array<{ text: string }>).map((m) => m.text);
}

describe.each(databaseKinds)('the passenger of a ride booked for someone else on %s', (kind) => {
  it('is texted the driver, car, plate, OTP and tracking link once a driver is assigned', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195553001', {
      is_for_other: true,
      passenger_name: 'Grandpa Joe',
      passenger_contact: '(519) 555-0177',
    });
    const driver = await onlineDriver(app, db, pointsNearWestern(1)[0]);
    await offer(app, driver, ride.tripId, 26);
    // nothing before a driver is taken
    expect(await outbox(app, '+15195550177')).toEqual([]);

    const accepted = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(accepted.statusCode).toBe(200);
    const row = await tripRow(db, ride.tripId);
    const driverRow = await db
      .selectFrom('drivers')
      .select(['d_name', 'car_number', 'car_make'])
      .where('driver_id', '=', driver.driverId)
      .executeTakeFirstOrThrow();

    const texts = await outbox(app, '+15195550177');
    expect(texts).toHaveLength(1);
    const text = texts[0] ?? '';
    expect(text).toContain(`code ${row.otp}`);
    expect(text).toContain(`plate ${driverRow.car_number}`);
    expect(text).toContain(driverRow.car_make);
    expect(text).toContain(driverRow.d_name.split(' ')[0]);
    // the link is at the site's public address (PUBLIC_BASE_URL), never the request's Host
    // (app.inject asks as localhost:80)
    expect(text).toMatch(/Follow the ride: \S+$/);
    expect(text.endsWith(`${app.config.publicBaseUrl}/track?trip=${row.track_token}`)).toBe(true);
    expect(app.config.publicBaseUrl).not.toBe('http://localhost:80');
    // where to, and the fare with who pays it (issue 38 point 5)
    expect(text).toMatch(/^FairFare: \S+ booked you a ride from Western University to .+\. Fare /);
    expect(text).toContain(`Fare ${(row.trip_pay_amount / 100).toFixed(2)} ${row.trip_currency}`);
    expect(text).toMatch(
      row.trip_pay_mode === 'cash' ? /: pay the driver in cash\./ : /, paid by \S+\./,
    );
  });

  it('texts nobody else when the rider rides themselves', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195553002');
    const driver = await onlineDriver(app, db, pointsNearWestern(1)[0]);
    await offer(app, driver, ride.tripId, 26);
    const before = await outbox(app);
    const accepted = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await outbox(app)).toEqual(before);
  });
});
