import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import { searchPlacesResponseSchema, type PlaceResult } from '@fairfare/contracts/places';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';

const url = API_BASE + endpoints.places.search;

type App = Awaited<ReturnType<typeof startSeededApp>>['app'];

async function search(app: App, payload: object): Promise<PlaceResult[]> {
  const res = await app.inject({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(200);
  return searchPlacesResponseSchema.parse(res.json().response);
}

const metres = (a: LatLng, b: LatLng) => greatCircleKm(a, b) * 1000;

/** Points of London, Ontario. */
const LONDON_MUSIC_HALL = { lat: 42.9855, lng: -81.249 }; // 185 Queens Ave
const RICHMOND_AND_KING = { lat: 42.9826, lng: -81.2489 };
const WHITE_OAKS = { lat: 42.9365, lng: -81.2258 };
const MASONVILLE = { lat: 43.0255, lng: -81.279 };

describe.each(databaseKinds)('address search on %s', (kind) => {
  it('finds house addresses, postcodes and landmarks by their Spanish and French words', async () => {
    const { app } = await startSeededApp(kind);

    // the addresses: a point along the street, said to be approximate
    const [richmond] = await search(app, { q: '123 Richmond St', city_id: 14 });
    expect(richmond).toMatchObject({
      place_id: null,
      place_name: '123 Richmond St',
      place_address: '123 Richmond St, London, Ontario N6A',
      source: 'gazetteer',
      approximate: true,
    });
    expect(metres(richmond!, RICHMOND_AND_KING)).toBeLessThan(100);

    for (const q of ['200 Queens Ave', '200 Queens Avenue', "200 Queen's Ave, London, ON"]) {
      const [queens] = await search(app, { q, city_id: 14 });
      expect(queens).toMatchObject({ place_name: '200 Queens Ave', approximate: true });
      expect(metres(queens!, LONDON_MUSIC_HALL)).toBeLessThan(150);
    }

    // a postcode whose area has no landmark: the area's middle
    const [postcode] = await search(app, { q: 'n6m 1a1', city_id: 14 });
    expect(postcode).toMatchObject({
      place_name: 'N6M 1A1',
      place_address: 'Pond Mills and Jalna, London, Ontario N6M',
      lat: 42.945,
      lng: -81.185,
      approximate: true,
    });

    // a number past the street's end is no address on it
    const past = await search(app, { q: '9999 Richmond St', city_id: 14 });
    expect(past.filter((p) => p.approximate)).toEqual([]);

    for (const q of ['aeropuerto', 'aéroport', 'Aeropuerto de London']) {
      const [airport] = await search(app, { q, city_id: 14 });
      expect(airport).toMatchObject({
        place_name: 'London International Airport (YXU)',
        approximate: false,
      });
    }
  });

  it('ranks answers by distance to the rider’s point, else to the city’s middle', async () => {
    const { app } = await startSeededApp(kind);

    const names = async (q: string, near?: LatLng, city_id = 14) =>
      (await search(app, { q, city_id, ...(near ? { near } : {}) })).map((p) => p.place_name);

    // two streets of the name: the nearer one first
    expect((await names('200 Wellington', WHITE_OAKS)).slice(0, 2)).toEqual([
      '200 Wellington Rd',
      '200 Wellington St',
    ]);
    expect((await names('200 Wellington', LONDON_MUSIC_HALL)).slice(0, 2)).toEqual([
      '200 Wellington St',
      '200 Wellington Rd',
    ]);

    // a street by name: the street itself, then the landmarks on it, nearest first
    const richmond = await search(app, { q: 'Richmond St', city_id: 14, near: MASONVILLE });
    expect(richmond[0]).toMatchObject({ place_name: 'Richmond St', approximate: true });
    expect(metres(richmond[0]!, MASONVILLE)).toBeLessThan(200); // its point nearest the rider
    expect(richmond.slice(1, 4).map((p) => p.place_name)).toEqual([
      'Masonville Place',
      'Western University',
      'The Grand Theatre',
    ]);

    // Toronto's two airports, in Spanish, from Union Station and from the west end
    const union = { lat: 43.6453, lng: -79.3806 };
    const etobicoke = { lat: 43.65, lng: -79.6 };
    expect(await names('aeropuerto', union, 15)).toEqual([
      'Billy Bishop Toronto City Airport (YTZ)',
      'Toronto Pearson International Airport (YYZ)',
    ]);
    expect(await names('aeropuerto', etobicoke, 15)).toEqual([
      'Toronto Pearson International Airport (YYZ)',
      'Billy Bishop Toronto City Airport (YTZ)',
    ]);
    // and a Toronto address and postcode, not London's
    expect((await names('220 Yonge St', undefined, 15))[0]).toBe('220 Yonge St');
    expect(await names('N6A', undefined, 15)).toEqual([]);
  });

  it.each([
    ['a point without a longitude', { near: { lat: 42.98 } }],
    ['a latitude of 95', { near: { lat: 95, lng: -81.2 } }],
    ['a point as text', { near: '42.98,-81.25' }],
  ])('refuses %s with 400', async (_label, extra) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: { q: 'queens', ...extra } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code: 'booking.locationInvalid' });
  });
});
