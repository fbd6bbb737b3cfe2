import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@fairfare/contracts/fare';
import { isInsideGeofence } from '@fairfare/contracts/geo';
import { londonGeofence } from '../db/seed/cities.ts';
import {
  chooseCounterAnswer,
  chooseOffer,
  DEFAULT_BEHAVIOUR,
  delaySteps,
  moveToward,
  seededRandom,
  wanderTarget,
} from './behaviour.ts';

const request = { user_offer_amt: 20, min_amount: 16, max_amount: 40 };

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(xs[0]);
  });
});

describe('chooseOffer', () => {
  it('offers the fare, a bounded markup above it, or nothing, in the designed shares', () => {
    const random = seededRandom(1);
    const counts = { fare: 0, above: 0, none: 0 };
    for (let i = 0; i < 5000; i++) {
      const amount = chooseOffer(random, request);
      if (amount === null) counts.none++;
      else if (amount === 20) counts.fare++;
      else {
        expect(amount).toBeGreaterThan(20);
        expect(amount).toBeLessThanOrEqual(25);
        expect(Math.round(amount * 100)).toBe(amount * 100);
        counts.above++;
      }
    }
    expect(counts.fare / 5000).toBeCloseTo(0.5, 1);
    expect(counts.above / 5000).toBeCloseTo(0.4, 1);
    expect(counts.none / 5000).toBeCloseTo(0.1, 1);
  });

  it('keeps within max_amount and min_amount', () => {
    const above = () => 0.7; // always "above", at the highest markup
    expect(chooseOffer(above, { user_offer_amt: 38, min_amount: 30, max_amount: 40 })).toBe(40);
    const atFare = () => 0.1;
    expect(chooseOffer(atFare, { user_offer_amt: 10, min_amount: 12, max_amount: 40 })).toBe(12);
  });
});

describe('chooseCounterAnswer', () => {
  const offer = { offer_amt: 24, user_offer_amt: 20, min_amount: 16, max_amount: 40 };

  it('accepts, counters halfway or declines', () => {
    expect(chooseCounterAnswer(() => 0.1, offer, true)).toEqual({ accept: true });
    expect(chooseCounterAnswer(() => 0.7, offer, true)).toEqual({ accept: false, offer_amt: 22 });
    expect(chooseCounterAnswer(() => 0.95, offer, true)).toEqual({ accept: false });
  });

  it('counters only once: the second time it accepts instead', () => {
    expect(chooseCounterAnswer(() => 0.7, offer, false)).toEqual({ accept: true });
  });

  it('follows the shares of the behaviour', () => {
    const random = seededRandom(3);
    let accepted = 0;
    for (let i = 0; i < 4000; i++) {
      if (chooseCounterAnswer(random, offer, true, DEFAULT_BEHAVIOUR).accept) accepted++;
    }
    expect(accepted / 4000).toBeCloseTo(0.6, 1);
  });
});

describe('delaySteps', () => {
  it('waits 3 to 6 simulated seconds at the pickup by default, and sets off at once', () => {
    expect(delaySteps(() => 0, DEFAULT_BEHAVIOUR.pickupWaitS)).toBe(3);
    expect(delaySteps(() => 0.999, DEFAULT_BEHAVIOUR.pickupWaitS)).toBe(6);
    expect(delaySteps(() => 0.5, DEFAULT_BEHAVIOUR.departDelayS)).toBe(0);
  });

  it('follows a configured range, in whole steps', () => {
    expect(delaySteps(() => 0, [40, 60])).toBe(40);
    expect(delaySteps(() => 0.51, [40, 60])).toBe(51);
    expect(delaySteps(() => 0.5, [0.2, 0.4])).toBe(1);
  });

  it('draws no number for no wait, so that a seed makes the same default choices', () => {
    let draws = 0;
    const counting = () => {
      draws++;
      return 0.5;
    };
    delaySteps(counting, [0, 0]);
    expect(draws).toBe(0);
    delaySteps(counting, [3, 6]);
    expect(draws).toBe(1);
  });
});

describe('moveToward', () => {
  const from = { lat: 43.0096, lng: -81.2737 };
  const to = { lat: 43.0334, lng: -81.1512 };

  it('moves the given distance along the line and arrives at the end', () => {
    const total = greatCircleKm(from, to);
    const step = moveToward(from, to, 1);
    expect(step.arrived).toBe(false);
    expect(greatCircleKm(from, step.position)).toBeCloseTo(1, 1);
    expect(greatCircleKm(step.position, to)).toBeCloseTo(total - 1, 1);
    expect(moveToward(from, to, total + 1)).toEqual({ position: to, arrived: true });
    expect(moveToward(to, to, 0)).toEqual({ position: to, arrived: true });
  });
});

describe('wanderTarget', () => {
  it('picks points inside the geofence near the driver', () => {
    const random = seededRandom(5);
    const from = { lat: 42.9849, lng: -81.2453 };
    for (let i = 0; i < 200; i++) {
      const p = wanderTarget(random, JSON.stringify(londonGeofence), from, 2);
      expect(isInsideGeofence(p.lat, p.lng, londonGeofence)).toBe(true);
      expect(greatCircleKm(from, p)).toBeLessThanOrEqual(3);
    }
  });

  it('stays put without a usable geofence', () => {
    const from = { lat: 1, lng: 2 };
    expect(wanderTarget(seededRandom(1), null, from)).toBe(from);
  });
});
