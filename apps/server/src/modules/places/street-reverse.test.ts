import { describe, expect, it } from 'vitest';
import type { GazetteerStreet } from './gazetteer-search.ts';
import { addressOnStreets } from './street-reverse.ts';

const STREETS: GazetteerStreet[] = [
  {
    name: 'Queens Ave',
    anchors: [
      { number: 1, lat: 42.9858, lng: -81.2562 },
      { number: 185, lat: 42.9856, lng: -81.2491 },
    ],
  },
  {
    name: 'Dundas St',
    anchors: [
      { number: 1, lat: 42.9834, lng: -81.2567 },
      { number: 99, lat: 42.9833, lng: -81.2523 },
    ],
  },
];

describe('naming a point by a street', () => {
  it('names the nearest street within 60 m, with its number there and its point', () => {
    // between Queens Ave (~11 m) and Dundas St (~260 m), at the middle of Queens' first stretch
    const place = addressOnStreets(STREETS, { lat: 42.9858, lng: -81.25265 });
    expect(place?.address).toMatch(/^9\d Queens Ave$/);
    expect(place!.lat).toBeCloseTo(42.9857, 3);
    expect(addressOnStreets(STREETS, { lat: 42.9834, lng: -81.2545 })?.address).toMatch(
      /Dundas St$/,
    );
  });

  it('names nothing farther than 60 m from every street', () => {
    expect(addressOnStreets(STREETS, { lat: 42.9846, lng: -81.253 })).toBeNull(); // ~110 m from both
    expect(addressOnStreets([], { lat: 42.9858, lng: -81.2527 })).toBeNull();
  });
});
