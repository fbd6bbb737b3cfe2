import { describe, expect, it } from 'vitest';
import { searchGazetteer, type Gazetteer } from './gazetteer-search.ts';

// prettier-ignore
const gazetteer: Gazetteer = {
  city: { name: 'London', state: 'Ontario', country: 'Canada' },
  places: [
    { place_id: 1, place_name: 'London Music Hall', place_address: '185 Queens Ave, London, ON N6A 1J1', place_lat: 42.9855, place_lng: -81.249 },
    { place_id: 2, place_name: 'Queens Park', place_address: '1 Park Rd, London, ON N6B', place_lat: 42.99, place_lng: -81.2 },
  ],
  streets: [
    { name: 'Queens Ave', anchors: [{ number: 1, lat: 42.9858, lng: -81.2562, postcode: 'N6A' }, { number: 400, lat: 42.9862, lng: -81.2432, postcode: 'N6B' }, { number: 700, lat: 42.9872, lng: -81.2385 }] },
    { name: 'Queensway', anchors: [{ number: 1, lat: 42.95, lng: -81.3, postcode: 'N6K' }, { number: 100, lat: 42.951, lng: -81.29 }] },
  ],
  areas: [
    { postcode: 'N6A', name: 'Downtown', lat: 42.995, lng: -81.255 },
    { postcode: 'N6B', name: 'Downtown east', lat: 42.982, lng: -81.24 },
    { postcode: 'N5V', name: 'Argyle', lat: 43.02, lng: -81.18 },
  ],
};

const DOWNTOWN = { lat: 42.9849, lng: -81.2453 };
const names = (text: string, near = DOWNTOWN, limit = 10) =>
  searchGazetteer(gazetteer, text, near, limit).map((r) => r.place_name);

describe('the gazetteer search', () => {
  it('places a house on its street, in the postcode area of its stretch, approximately', () => {
    const [house] = searchGazetteer(gazetteer, '500 Queens Ave', DOWNTOWN, 10);
    expect(house).toMatchObject({
      place_id: null,
      place_name: '500 Queens Ave',
      place_address: '500 Queens Ave, London, Ontario N6B',
      source: 'gazetteer',
      approximate: true,
    });
    expect(house!.lng).toBeGreaterThan(-81.2432);
    expect(house!.lng).toBeLessThan(-81.2385);
  });

  it('ranks whole matches before begun ones, then the nearer first', () => {
    // "queens": the street's whole name and a landmark's first word; the landmark is far
    expect(names('queens')).toEqual([
      'Queens Ave',
      'Queens Park',
      'Queensway',
      'London Music Hall',
    ]);
    expect(names('queens', { lat: 42.99, lng: -81.2 }).slice(0, 2)).toEqual([
      'Queens Park',
      'Queens Ave',
    ]);
  });

  it('lists postcode areas by their start, nearest first, with the full code typed as the name', () => {
    expect(names('N6').slice(0, 2)).toEqual(['N6B', 'N6A']);
    expect(names('N6A 1J1')).toEqual(['N6A 1J1', 'London Music Hall']);
    expect(names('N5V 9Z9')).toEqual(['N5V 9Z9']);
  });

  it('keeps to the limit', () => {
    expect(names('queens', DOWNTOWN, 2)).toEqual(['Queens Ave', 'Queens Park']);
  });
});
