import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { getCategoriesResponseSchema } from '@fairfare/contracts/categories';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const url = API_BASE + endpoints.categories.list;

describe.each(databaseKinds)('categories API on %s', (kind) => {
  it('lists the categories of city 14 by default, sorted, with fares as decimal amounts', async () => {
    const { app } = await startSeededApp(kind);

    for (const payload of [{}, { city_id: 14 }, undefined]) {
      const res = await app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(200);
      const categories = getCategoriesResponseSchema.parse(res.json().response);
      expect(categories.map((c) => c.category_name)).toEqual(['Economy', 'Comfort', 'XL', 'Green']);
      expect(categories[0]).toEqual({
        category_id: 1,
        category_name: 'Economy',
        category_desc: expect.any(String),
        seats: 4,
        icon: 'economy',
        city_id: 14,
        currency: 'CAD',
        base_fare: 3.5,
        per_km: 1.25,
        per_min: 0.3,
        min_fare: 7.5,
      });
      expect(categories[2]?.seats).toBe(6);
    }
  });

  it('names and describes the categories in the language asked for, English otherwise', async () => {
    const { app } = await startSeededApp(kind);
    const names = async (payload: object) => {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(200);
      return getCategoriesResponseSchema.parse(res.json().response);
    };
    const es = await names({ city_id: 14, lang: 'es' });
    expect(es.map((c) => c.category_name)).toEqual(['Económico', 'Confort', 'XL', 'Verde']);
    expect(es[0]?.category_desc).toMatch(/^Viajes de todos los días/);
    expect(es[0]).toMatchObject({ category_id: 1, base_fare: 3.5 });
    const fr = await names({ city_id: 14, lang: 'fr' });
    expect(fr.map((c) => c.category_name)).toEqual(['Économique', 'Confort', 'XL', 'Vert']);
    expect((await names({ city_id: 14, lang: 'en' }))[0]?.category_name).toBe('Economy');
    const bad = await app.inject({ method: 'POST', url, payload: { city_id: 14, lang: 'de' } });
    expect(bad.statusCode).toBe(400);
  });

  it('gives another city its own fares', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: { city_id: 15 } });
    expect(res.statusCode).toBe(200);
    const categories = getCategoriesResponseSchema.parse(res.json().response);
    expect(categories).toHaveLength(4);
    expect(categories.every((c) => c.city_id === 15)).toBe(true);
    expect(categories[0]).toMatchObject({ base_fare: 4, min_fare: 9 });
  });

  it.each([[999], [16]])('answers 404 for city %s, which is not served', async (cityId) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: { city_id: cityId } });
    expectFailed(res, 404, { message: 'This city is not served.', code: 'city.notFound' });
  });

  it.each([
    ['a word', 'abc'],
    ['a negative id', -1],
    ['zero', 0],
    ['a fraction', 1.5],
    ['a numeric string', '14'],
    ['null', null],
    ['a boolean', true],
    ['an id past 32 bits', 1e12],
    ['a 20,000-digit string', '9'.repeat(20_000)],
    ['an object', { id: 14 }],
  ])('refuses %s as city_id with 400', async (_label, cityId) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: { city_id: cityId } });
    expectFailed(res, 400, {
      message: 'Please choose a valid city.',
      code: 'validation.cityInvalid',
    });
  });

  it('refuses a body that is not an object with 400', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url,
      payload: '[14]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('failed');
  });
});
