import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { NEW_CONTACT_NUMBERS_PER_DAY, SHARE_TEXTS_PER_DAY } from '@fairfare/contracts/safety';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asRider, savedRide } from '../../../test/helpers/rides.ts';
import { nameForText } from './service.ts';

const contact = (name: string, phone: string) => ({ name, phone_code: '+1', phone });

describe('a name in a share text', () => {
  it('keeps letters of any script, spaces, hyphens and apostrophes, at most 30 characters', () => {
    expect(nameForText('Zoë-Anne O’Brien')).toBe('Zoë-Anne O’Brien');
    expect(nameForText('Ann <a href="https://evil.example/x">win $$$</a>')).toBe(
      'Ann a hrefhttpsevilexamplexwin',
    );
    expect(nameForText('李小龍 12345')).toBe('李小龍');
    expect(nameForText('a'.repeat(80))).toHaveLength(30);
    expect(nameForText('https://x.io')).toBe('httpsxio');
  });
});

// Issue 31 point 5: the texts a share sends say only what we wrote, to a bounded number of people.
describe.each(databaseKinds)('what a share may text, on %s', (kind) => {
  it('builds the link from PUBLIC_BASE_URL whatever Host the request names, and strips the name', async () => {
    const { app, db } = await startSeededApp(kind, {
      publicBaseUrl: 'https://ride.fairfare.example',
    });
    const ride = await rideOf(app, db, '5195558811').accepted();
    await db
      .updateTable('users')
      .set({ first_name: 'Win $500 at https://evil.example now' })
      .where('user_id', '=', ride.rider.userId)
      .execute();
    await asRider(app, ride.rider, endpoints.safety.saveContact, contact('Sis', '5195557030'));
    const shared = await asRider(
      app,
      ride.rider,
      endpoints.safety.shareTrip,
      { trip_id: ride.tripId },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(shared.statusCode).toBe(200);
    const outbox = await app.inject({ url: '/api/dev/outbox?phone=%2B15195557030' });
    expect(outbox.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Win at httpsevilexample now is sharing a FairFare ride with you. Follow it live: ' +
        `https://ride.fairfare.example/track?trip=${ride.trip.track_token}`,
    ]);
  });

  it(`sends at most ${SHARE_TEXTS_PER_DAY} share texts a rider a day, shares at once included`, async () => {
    let now = Date.now();
    const { app, db } = await startSeededApp(kind);
    const { shareTrip } = await import('./service.ts');
    const ride = await rideOf(app, db, '5195558812').accepted();
    for (let i = 0; i < 5; i++) {
      await asRider(
        app,
        ride.rider,
        endpoints.safety.saveContact,
        contact(`C ${i}`, `519555704${i}`),
      );
    }
    const deps = { db: app.db, sms: app.sms, publicBaseUrl: 'https://fairfare.example' };
    const share = () => shareTrip(deps, ride.rider.userId, { trip_id: ride.tripId }, now);
    // ten shares of five texts at once: four go out, six are refused, nothing more is texted
    const results = await Promise.allSettled(Array.from({ length: 10 }, share));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SHARE_TEXTS_PER_DAY / 5);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ statusCode: 429, code: 'safety.tooManyShares' });
    }
    const texts = async () =>
      (await app.inject({ url: '/api/dev/outbox?phone=%2B15195557040' })).json().messages.length;
    expect(await texts()).toBe(4);
    // the HTTP answer, and a day later the rider may share again
    const refused = await asRider(app, ride.rider, endpoints.safety.shareTrip, {
      trip_id: ride.tripId,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('safety.tooManyShares');
    now += 24 * 3_600_000 + 1;
    await expect(share()).resolves.toEqual({ sent: 5 });
    expect(await texts()).toBe(5);
  });

  it(`saves at most ${NEW_CONTACT_NUMBERS_PER_DAY} new contact numbers a rider a day, removed ones counting`, async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195558813');
    const save = (body: object) => asRider(app, ride.rider, endpoints.safety.saveContact, body);
    for (let i = 0; i < NEW_CONTACT_NUMBERS_PER_DAY; i++) {
      const res = await save(contact(`N ${i}`, `51955571${String(i).padStart(2, '0')}`));
      expect(res.statusCode).toBe(200);
      const id = res.json().response.contact_id as number;
      // removed at once: the list never fills, the day's numbers do
      await asRider(app, ride.rider, endpoints.safety.deleteContact, { contact_id: id });
    }
    const again = await save(contact('One more', '5195557199'));
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('safety.tooManyNewContacts');
    // a number saved in the last day is not new: saving it again, or renaming it, is fine
    const kept = await save(contact('Kept', '5195557100'));
    expect(kept.statusCode).toBe(200);
    const renamed = await save({
      ...contact('Kept too', '5195557100'),
      contact_id: kept.json().response.contact_id,
    });
    expect(renamed.statusCode).toBe(200);
    const moved = await save({
      ...contact('Kept', '5195557198'),
      contact_id: kept.json().response.contact_id,
    });
    expect(moved.statusCode).toBe(429);
    expect(await db.selectFrom('trusted_contacts').select(['name', 'phone']).execute()).toEqual([
      { name: 'Kept too', phone: '5195557100' },
    ]);
  });
});
