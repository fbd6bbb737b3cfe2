import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  interpolateNumber,
  nearestOnStreet,
  numberAt,
  postcodeOfSegment,
  type StreetAnchor,
} from './street-line.ts';

/** Queens Ave, London: numbers rising eastwards. */
const QUEENS: StreetAnchor[] = [
  { number: 1, lat: 42.9858, lng: -81.2562, postcode: 'N6A' },
  { number: 185, lat: 42.9856, lng: -81.2491 },
  { number: 400, lat: 42.9862, lng: -81.2432, postcode: 'N6B' },
  { number: 700, lat: 42.9872, lng: -81.2385 },
];

/** A street of 2–6 anchors around London with rising numbers. */
const streets = fc
  .array(
    fc.record({
      step: fc.integer({ min: 1, max: 500 }),
      lat: fc.double({ min: 42.8, max: 43.1, noNaN: true }),
      lng: fc.double({ min: -81.4, max: -81.1, noNaN: true }),
    }),
    { minLength: 2, maxLength: 6 },
  )
  .map((parts) => {
    let number = 0;
    return parts.map(({ step, lat, lng }) => ({ number: (number += step), lat, lng }));
  });

const within = (x: number, a: number, b: number) =>
  x >= Math.min(a, b) - 1e-9 && x <= Math.max(a, b) + 1e-9;

describe('house numbers along a street', () => {
  it('puts an anchor’s own number at the anchor, and one between two anchors between them', () => {
    expect(interpolateNumber(QUEENS, 185)).toMatchObject({ lat: 42.9856, lng: -81.2491 });
    const at200 = interpolateNumber(QUEENS, 200)!;
    expect(at200.segment).toBe(1);
    expect(at200.lng).toBeCloseTo(-81.2491 + (5.9e-3 * 15) / 215, 6);
  });

  it('knows no number outside the street’s range', () => {
    expect(interpolateNumber(QUEENS, 0)).toBeNull();
    expect(interpolateNumber(QUEENS, 701)).toBeNull();
    expect(interpolateNumber([], 1)).toBeNull();
  });

  it('always lands on the segment of the anchors around the number (property)', () => {
    fc.assert(
      fc.property(streets, fc.double({ min: 0, max: 1, noNaN: true }), (anchors, f) => {
        const first = anchors[0]!.number;
        const last = anchors.at(-1)!.number;
        const number = Math.round(first + (last - first) * f);
        const p = interpolateNumber(anchors, number)!;
        const a = anchors[p.segment]!;
        const b = anchors[Math.min(p.segment + 1, anchors.length - 1)]!;
        expect(number >= a.number && number <= b.number).toBe(true);
        expect(within(p.lat, a.lat, b.lat) && within(p.lng, a.lng, b.lng)).toBe(true);
      }),
    );
  });

  it('moves along the street as the number rises, never back (property)', () => {
    fc.assert(
      fc.property(streets, fc.integer({ min: 0, max: 3000 }), (anchors, n) => {
        const p = interpolateNumber(anchors, n);
        const q = interpolateNumber(anchors, n + 1);
        if (p && q) expect(q.segment).toBeGreaterThanOrEqual(p.segment);
      }),
    );
  });
});

describe('the house number at a point of a street', () => {
  it('gives back the number a point was placed for (property)', () => {
    fc.assert(
      fc.property(streets, fc.double({ min: 0, max: 1, noNaN: true }), (anchors, f) => {
        const first = anchors[0]!.number;
        const last = anchors.at(-1)!.number;
        const number = Math.round(first + (last - first) * f);
        expect(numberAt(anchors, interpolateNumber(anchors, number)!)).toBe(number);
      }),
    );
  });

  it('reads the number of the street’s point nearest to a rider beside it', () => {
    const by300 = interpolateNumber(QUEENS, 300)!;
    const beside = { lat: by300.lat + 0.0003, lng: by300.lng }; // ~33 m north
    expect(Math.abs(numberAt(QUEENS, nearestOnStreet(QUEENS, beside)) - 300)).toBeLessThan(5);
  });
});

describe('the point of a street nearest to a rider', () => {
  it('is the rider’s own point when the rider stands on the street', () => {
    const onStreet = interpolateNumber(QUEENS, 300)!;
    const nearest = nearestOnStreet(QUEENS, onStreet);
    expect(nearest.lat).toBeCloseTo(onStreet.lat, 6);
    expect(nearest.lng).toBeCloseTo(onStreet.lng, 6);
  });

  it('is an end of the street for a rider beyond it', () => {
    expect(nearestOnStreet(QUEENS, { lat: 42.99, lng: -81.2 })).toMatchObject({
      lat: 42.9872,
      lng: -81.2385,
      segment: 2,
    });
  });

  it('is no farther than any anchor (property)', () => {
    fc.assert(
      fc.property(
        streets,
        fc.double({ min: 42.8, max: 43.1, noNaN: true }),
        fc.double({ min: -81.4, max: -81.1, noNaN: true }),
        (anchors, lat, lng) => {
          const cos = Math.cos((lat * Math.PI) / 180);
          const d = (p: { lat: number; lng: number }) =>
            Math.hypot(p.lat - lat, (p.lng - lng) * cos);
          const nearest = nearestOnStreet(anchors, { lat, lng });
          for (const a of anchors) expect(d(nearest)).toBeLessThanOrEqual(d(a) + 1e-12);
        },
      ),
    );
  });
});

describe('postcode areas along a street', () => {
  it('carries a postcode area forward until the next one', () => {
    expect([0, 1, 2, 3].map((i) => postcodeOfSegment(QUEENS, i))).toEqual([
      'N6A',
      'N6A',
      'N6B',
      'N6B',
    ]);
    expect(postcodeOfSegment([{ number: 1, lat: 0, lng: 0 }], 0)).toBe('');
  });
});
