import { greatCircleKm, toAmount, toCents, type LatLng } from '@fairfare/contracts/fare';
import { isInsideGeofence, parseGeofence } from '@fairfare/contracts/geo';
import { DEFAULT_BEHAVIOUR, type Behaviour } from '../config.ts';

/**
 * Pure parts of the driver simulator: randomness, movement and the choices a simulated driver
 * makes. No I/O, no clock, so that they are unit-tested and the simulator is reproducible.
 */

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a small seeded generator (not for secrets). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A uniform number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

// The simulator's settings and their defaults live with the other settings (config.ts).
export { DEFAULT_BEHAVIOUR, type Behaviour };

/**
 * A wait of [min, max] simulated seconds in whole steps; 0 for [0, 0], without drawing a number
 * (so that the default choices of a seed stay the same).
 */
export function delaySteps(random: Random, [min, max]: readonly [number, number]): number {
  if (max <= 0) return 0;
  return Math.ceil(between(random, min, max));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Amounts are decimals in the trip's currency; choices are rounded to whole cents. */
function cents(amount: number): number {
  return toAmount(Math.round(toCents(amount)));
}

/**
 * A driver's answer to a new request: the amount to offer, or null to ignore it. At the rider's
 * fare, or above it by up to `maxMarkup`; always within [min_amount, max_amount].
 */
export function chooseOffer(
  random: Random,
  request: { user_offer_amt: number; min_amount: number; max_amount: number },
  behaviour: Behaviour = DEFAULT_BEHAVIOUR,
): number | null {
  const roll = random();
  const { user_offer_amt: fare, min_amount: min, max_amount: max } = request;
  if (roll < behaviour.offerAtFare) return cents(clamp(fare, min, max));
  if (roll < behaviour.offerAtFare + behaviour.offerAbove) {
    const markup = between(random, 0.05, Math.max(0.05, behaviour.maxMarkup));
    return cents(clamp(fare * (1 + markup), min, max));
  }
  return null;
}

export type CounterAnswer =
  { accept: true } | { accept: false; offer_amt: number } | { accept: false };

/**
 * A driver's answer to the rider's counter-offer: accept it, counter once more halfway between
 * the two amounts (only if `mayCounter`, i.e. not already done on this trip), or decline.
 */
export function chooseCounterAnswer(
  random: Random,
  offer: { offer_amt: number; user_offer_amt: number; min_amount: number; max_amount: number },
  mayCounter: boolean,
  behaviour: Behaviour = DEFAULT_BEHAVIOUR,
): CounterAnswer {
  const roll = random();
  if (roll < behaviour.acceptCounter) return { accept: true };
  if (roll < behaviour.acceptCounter + behaviour.counterAgain) {
    const halfway = cents(
      clamp((offer.offer_amt + offer.user_offer_amt) / 2, offer.min_amount, offer.max_amount),
    );
    // Countering with the rider's own amount is accepting it.
    if (!mayCounter || halfway === offer.user_offer_amt) return { accept: true };
    return { accept: false, offer_amt: halfway };
  }
  return { accept: false };
}

/**
 * One step from `from` toward `to`, at most `km` long (straight line; fine at city scale).
 * `arrived` once `to` is reached.
 */
export function moveToward(
  from: LatLng,
  to: LatLng,
  km: number,
): { position: LatLng; arrived: boolean } {
  const left = greatCircleKm(from, to);
  if (left <= km || left === 0) return { position: { lat: to.lat, lng: to.lng }, arrived: true };
  const f = km / left;
  return {
    position: { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f },
    arrived: false,
  };
}

/** Corners of a geofence's bounding box, or null when it is no polygon. */
function boundsOf(geofence: unknown): { s: number; w: number; n: number; e: number } | null {
  const shape = parseGeofence(geofence);
  if (!shape) return null;
  const rings = shape.type === 'Polygon' ? shape.coordinates : shape.coordinates.flat();
  const points = rings.flat();
  if (points.length === 0) return null;
  const lats = points.map(([, lat]) => lat);
  const lngs = points.map(([lng]) => lng);
  return {
    s: Math.min(...lats),
    n: Math.max(...lats),
    w: Math.min(...lngs),
    e: Math.max(...lngs),
  };
}

/**
 * A place to wander to: a random point inside the geofence within `maxKm` of `from` (tries a
 * few; `from` itself when none fits, or when the geofence is unusable).
 */
export function wanderTarget(random: Random, geofence: unknown, from: LatLng, maxKm = 3): LatLng {
  const bounds = boundsOf(geofence);
  if (!bounds) return from;
  const dLat = maxKm / 111;
  const dLng = maxKm / (111 * Math.cos((from.lat * Math.PI) / 180));
  for (let i = 0; i < 20; i++) {
    const lat = clamp(from.lat + between(random, -dLat, dLat), bounds.s, bounds.n);
    const lng = clamp(from.lng + between(random, -dLng, dLng), bounds.w, bounds.e);
    if (isInsideGeofence(lat, lng, geofence)) return { lat, lng };
  }
  return from;
}
