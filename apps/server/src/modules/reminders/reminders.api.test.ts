import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { booking, updateTrip } from '../../../test/helpers/booking.ts';
import { asRider, offer, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';

const MINUTE = 60_000;
const REMINDER = 60 * MINUTE; // RIDE_REMINDER_MINUTES' default

describe.each(databaseKinds)('reminders of rides booked for later on %s', (kind) => {
  async function textsTo(app: Awaited<ReturnType<typeof startSeededApp>>['app'], phone: string) {
    const res = await app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
    return (res.json().messages as Array<{ text: string }>)
      .map((m) => m.text)
      .filter((text) => !/code/.test(text));
  }

  it('reminds the rider by SMS and in the site an hour before, once', async () => {
    const { app, db } = await startSeededApp(kind);
    const at = Math.floor((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE;
    const ride = await savedRide(app, db, '5195558901', { scheduled_at: at });
    const toRider = vi.spyOn(app.notifier, 'toRider');

    await app.jobs.runDue(at - REMINDER - 1000);
    expect(await textsTo(app, '+15195558901')).toEqual([]);
    await app.jobs.runDue(at - REMINDER);
    const texts = await textsTo(app, '+15195558901');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      /^FairFare reminder: your ride from Western University is at \d\d:\d\d\.$/,
    );
    expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
      trip_status: 'reminder',
      data: { trip_id: ride.tripId, trip_date: at, trip_from_loc: 'Western University' },
    });
    await app.jobs.runDue(at - REMINDER + MINUTE);
    expect(await textsTo(app, '+15195558901')).toHaveLength(1);
  });

  it('a ride moved to another time is reminded at the new time; a cancelled one never', async () => {
    const { app, db } = await startSeededApp(kind);
    const at = Math.floor((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE;
    const later = at + 60 * MINUTE;
    const ride = await savedRide(app, db, '5195558902', { scheduled_at: at });
    const { accept_terms: _terms, ...fields } = booking({ scheduled_at: later });
    const moved = await updateTrip(app, ride.rider.cookie, {
      ...fields,
      action: 'edit_scheduled',
      trip_id: ride.tripId,
    });
    expect(moved.statusCode).toBe(200);
    await app.jobs.runDue(at - REMINDER);
    expect(await textsTo(app, '+15195558902')).toEqual([]);
    await app.jobs.runDue(later - REMINDER);
    expect(await textsTo(app, '+15195558902')).toHaveLength(1);

    const other = await savedRide(app, db, '5195558903', { scheduled_at: at });
    await updateTrip(app, other.rider.cookie, { action: 'cancel_request', trip_id: other.tripId });
    await app.jobs.runDue(at - REMINDER);
    expect(await textsTo(app, '+15195558903')).toEqual([]);
  });

  it('texts the rider who will drive, in which car, when a driver takes the ride', async () => {
    const { app, db } = await startSeededApp(kind);
    const at = Date.now() + 10 * MINUTE; // out to drivers already
    const ride = await savedRide(app, db, '5195558904', { scheduled_at: at });
    const driver = await onlineDriver(app, db, undefined, { name: 'Marie-Claire Tremblay' });
    await offer(app, driver, ride.tripId, 25);
    const res = await asRider(app, ride.rider, endpoints.trips.assigned, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(res.json().response.trip_status).toBe('assigned');
    expect(await textsTo(app, '+15195558904')).toEqual([
      expect.stringMatching(
        /^FairFare: Marie-Claire will drive your ride from Western University at \d\d:\d\d \(Silver Toyota Sedan, plate TEST 001\)\.$/,
      ),
    ]);
  });
});
