import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertTrip } from '../../../test/helpers/fixtures.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';
import { rowWhere } from '../../../test/helpers/rows.ts';

const url = API_BASE + endpoints.promos.apply;

/** promoapi/applypromo with a rider's session cookie. */
const applyAs = (app: FastifyInstance, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe.each(databaseKinds)('promo apply on %s', (kind) => {
  it('gives the discount on the offer: percent with a cap, flat never above the offer', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550401');
    const apply = (payload: object) => applyAs(app, rider.cookie, payload);

    const pct = await apply({ promo_code: 'welcome10', city_id: 14, category_id: 1, amount: 25 });
    expect(pct.statusCode).toBe(200);
    expect(pct.json()).toEqual({
      status: 'success',
      message: 'Promo code applied successfully.',
      response: {
        promo_code: 'WELCOME10',
        promo_desc: expect.any(String),
        discount: 2.5,
        pay_amount: 22.5,
        currency: 'CAD',
      },
    });
    const capped = await apply({
      promo_code: 'WELCOME10',
      city_id: 14,
      category_id: 1,
      amount: 250,
    });
    expect(capped.json().response).toMatchObject({ discount: 10, pay_amount: 240 });
    const flat = await apply({ promo_code: ' flat5 ', city_id: 14, category_id: 2, amount: 4.2 });
    expect(flat.json().response).toMatchObject({
      promo_code: 'FLAT5',
      discount: 4.2,
      pay_amount: 0,
    });
    const green = await apply({ promo_code: 'GREEN20', city_id: 14, category_id: 4, amount: 20 });
    expect(green.json().response).toMatchObject({ discount: 4, pay_amount: 16 });
    const toronto = await apply({
      promo_code: 'TORONTO25',
      city_id: 15,
      category_id: 1,
      amount: 20,
    });
    expect(toronto.json().response).toMatchObject({ discount: 5, pay_amount: 15 });

    // Applying records nothing: the use is written when the trip is saved.
    expect(await db.selectFrom('promo_uses').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['an unknown code', { promo_code: 'NOPE', city_id: 14, category_id: 1, amount: 20 }],
    ['an expired code', { promo_code: 'SUMMER15', city_id: 14, category_id: 1, amount: 20 }],
    ['a code not started yet', { promo_code: 'SPRING10', city_id: 14, category_id: 1, amount: 20 }],
    [
      'a code of another city',
      { promo_code: 'TORONTO25', city_id: 14, category_id: 1, amount: 20 },
    ],
    [
      'a code of another category',
      { promo_code: 'GREEN20', city_id: 14, category_id: 1, amount: 20 },
    ],
    [
      'a code of 41 characters',
      { promo_code: 'W'.repeat(41), city_id: 14, category_id: 1, amount: 20 },
    ],
  ])('refuses %s as not valid', async (_label, payload) => {
    const { app } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550402');
    const res = await applyAs(app, rider.cookie, payload);
    expectFailed(res, 400, { code: 'booking.promoInvalid', message: 'Promo code not valid.' });
  });

  it('refuses an inactive code', async () => {
    const { app, db } = await startSeededApp(kind);
    await db
      .updateTable('promos')
      .set({ is_active: 0 })
      .where('promo_code', '=', 'FLAT5')
      .execute();
    const rider = await registerRider(app, '5195550403');
    const res = await applyAs(app, rider.cookie, {
      promo_code: 'FLAT5',
      city_id: 14,
      category_id: 1,
      amount: 20,
    });
    expect(res.json().code).toBe('booking.promoInvalid');
  });

  it('counts the per-rider limit from the rider’s uses, giving back uses of trips without a ride', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550404');
    const other = await registerRider(app, '5195550405');
    const welcome = (await rowWhere(db, 'promos', 'promo_code', 'WELCOME10')).promo_id;
    const payload = { promo_code: 'WELCOME10', city_id: 14, category_id: 1, amount: 20 };
    const apply = (cookie: string) => applyAs(app, cookie, payload);

    const cancelled = await insertTrip(db, rider.userId, {
      trip_status: 'cancel',
      promo_id: welcome,
    });
    await db
      .insertInto('promo_uses')
      .values({
        promo_id: welcome,
        user_id: rider.userId,
        trip_id: cancelled,
        discount: 200,
        created_at: Date.now(),
      })
      .execute();
    expect((await apply(rider.cookie)).statusCode).toBe(200);

    const completed = await insertTrip(db, rider.userId, {
      trip_status: 'completed',
      promo_id: welcome,
    });
    await db
      .insertInto('promo_uses')
      .values({
        promo_id: welcome,
        user_id: rider.userId,
        trip_id: completed,
        discount: 200,
        created_at: Date.now(),
      })
      .execute();
    const used = await apply(rider.cookie);
    expectFailed(used, 400, {
      code: 'booking.promoAlreadyApplied',
      message: 'this promo already applied.',
    });

    // Another rider's uses do not count.
    expect((await apply(other.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for a city not served and 400 for a category it does not offer', async () => {
    const { app } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550406');
    const city = await applyAs(app, rider.cookie, {
      promo_code: 'FLAT5',
      city_id: 16,
      category_id: 1,
      amount: 20,
    });
    expect(city.statusCode).toBe(404);
    const category = await applyAs(app, rider.cookie, {
      promo_code: 'FLAT5',
      city_id: 14,
      category_id: 9,
      amount: 20,
    });
    expect(category.json()).toMatchObject({ code: 'booking.categoryRequired' });
  });

  it('needs a logged-in rider', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { promo_code: 'FLAT5', city_id: 14, category_id: 1, amount: 20 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'an empty code',
      { promo_code: '', city_id: 14, category_id: 1, amount: 20 },
      'booking.promoRequired',
    ],
    [
      'a blank code',
      { promo_code: '   ', city_id: 14, category_id: 1, amount: 20 },
      'booking.promoRequired',
    ],
    ['no code', { city_id: 14, category_id: 1, amount: 20 }, 'booking.promoRequired'],
    [
      'a zero offer',
      { promo_code: 'FLAT5', city_id: 14, category_id: 1, amount: 0 },
      'booking.offerRequired',
    ],
    [
      'a negative offer',
      { promo_code: 'FLAT5', city_id: 14, category_id: 1, amount: -5 },
      'booking.offerRequired',
    ],
    [
      'an offer as text',
      { promo_code: 'FLAT5', city_id: 14, category_id: 1, amount: '20' },
      'booking.offerRequired',
    ],
    ['no category', { promo_code: 'FLAT5', city_id: 14, amount: 20 }, 'booking.categoryRequired'],
    [
      'a 20,000-character code',
      { promo_code: 'x'.repeat(20_000), city_id: 14, category_id: 1, amount: 20 },
      'booking.promoInvalid',
    ],
  ])('refuses %s with 400', async (_label, payload, code) => {
    const { app } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550407');
    const res = await applyAs(app, rider.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code });
  });
});
