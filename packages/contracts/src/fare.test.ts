import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFare,
  greatCircleKm,
  splitCommission,
  toAmount,
  toCents,
  travelMinutes,
  tripDistanceKm,
  type FareRule,
} from './fare.ts';

const westernU = { lat: 43.0096, lng: -81.2737 };
const airport = { lat: 43.0356, lng: -81.1539 };
const rule: FareRule = {
  base_fare: 300,
  per_km: 125,
  per_min: 30,
  min_fare: 700,
  commission_pct: 20,
  bid_floor_pct: 80,
  bid_ceiling_pct: 200,
};

describe('distance and time', () => {
  it('uses a sphere of radius 6379 km', () => {
    // A quarter of a meridian is π/2 × R.
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6379,
      6,
    );
    expect(greatCircleKm(westernU, airport)).toBeCloseTo(10.14, 1);
  });

  it('never goes below 0.2 km and 1 minute', () => {
    expect(tripDistanceKm(westernU, westernU)).toBe(0.2);
    expect(travelMinutes(0.2)).toBe(1);
    expect(travelMinutes(0)).toBe(1);
  });

  it('takes 40 km/h, in whole minutes rounded up', () => {
    expect(travelMinutes(40)).toBe(60);
    expect(travelMinutes(10)).toBe(15);
    expect(travelMinutes(10.1)).toBe(16);
  });
});

describe('fare', () => {
  it('adds base, distance and time, with the minimum fare as a floor', () => {
    const f = computeFare(rule, westernU, airport);
    const km = tripDistanceKm(westernU, airport);
    expect(f.duration_min).toBe(travelMinutes(km));
    expect(f.sub_total).toBe(Math.round(300 + km * 125 + f.duration_min * 30));
    expect(f.estimated_fare).toBe(f.sub_total);
    expect(f.total_fare).toBe(f.estimated_fare);
    expect(f.min_amount).toBe(Math.round(f.total_fare * 0.8));
    expect(f.max_amount).toBe(f.total_fare * 2);

    const short = computeFare(rule, westernU, westernU);
    expect(short.sub_total).toBe(300 + 25 + 30);
    expect(short.estimated_fare).toBe(700);
  });

  it('never lets the lowest offer fall below the advertised minimum fare', () => {
    // a short trip: 80 % of the 7.00 minimum would be 5.60, below what the site advertises
    const short = computeFare(rule, westernU, westernU);
    expect(short.total_fare).toBe(700);
    expect(short.min_amount).toBe(700);
    // a long trip keeps its floor percentage, already above the minimum fare
    const long = computeFare(rule, westernU, airport);
    expect(long.min_amount).toBe(Math.round(long.total_fare * 0.8));
  });

  it('caps the estimated fare at the maximum when one is set, never below the minimum', () => {
    const long = computeFare(rule, westernU, airport);
    const capped = computeFare({ ...rule, max_fare: 1500 }, westernU, airport);
    expect(long.estimated_fare).toBeGreaterThan(1500);
    expect(capped.estimated_fare).toBe(1500);
    expect(capped.total_fare).toBe(1500);
    expect(capped.max_amount).toBe(3000);
    expect(computeFare({ ...rule, max_fare: null }, westernU, airport)).toEqual(long);
    expect(computeFare({ ...rule, max_fare: 500 }, westernU, westernU).estimated_fare).toBe(700);
  });

  it('adds the service tax on the estimated fare', () => {
    const f = computeFare(rule, westernU, westernU, 13);
    expect(f.service_tax).toBe(91);
    expect(f.total_fare).toBe(791);
  });

  it('keeps min amount ≤ total ≤ max amount and whole cents for any trip', () => {
    const point = fc.record({
      lat: fc.double({ min: 42.8, max: 43.1, noNaN: true }),
      lng: fc.double({ min: -81.4, max: -81.1, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, fc.integer({ min: 0, max: 25 }), (a, b, tax) => {
        const f = computeFare(rule, a, b, tax);
        return (
          Number.isInteger(f.total_fare) &&
          f.min_amount <= f.total_fare &&
          f.total_fare <= f.max_amount &&
          f.estimated_fare >= rule.min_fare &&
          f.min_amount >= rule.min_fare
        );
      }),
    );
  });
});

describe('commission and amounts', () => {
  it('splits an amount between the company and the driver without losing a cent', () => {
    expect(splitCommission(1999, 20)).toEqual({ commission: 400, driver: 1599 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (amt, pct) => {
          const s = splitCommission(amt, pct);
          return s.commission + s.driver === amt;
        },
      ),
    );
  });

  it('converts cents and decimal amounts', () => {
    expect(toAmount(1250)).toBe(12.5);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
