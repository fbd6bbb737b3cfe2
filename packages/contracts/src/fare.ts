/**
 * Distance, time and fare rules (docs/product/constants.md, docs/product/rules.md), shared by the server (which decides) and
 * the site (which shows the same numbers before asking). Money is integer cents here.
 */
export const EARTH_RADIUS_KM = 6379;
export const ASSUMED_SPEED_KMH = 40;
export const MIN_DISTANCE_KM = 0.2;
export const MIN_DURATION_MIN = 1;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance on a sphere of radius 6379 km. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Trip distance in km: the great-circle distance, at least 0.2 km. */
export function tripDistanceKm(from: LatLng, to: LatLng): number {
  return Math.max(MIN_DISTANCE_KM, greatCircleKm(from, to));
}

/** Whole minutes to cover `km` at 40 km/h, at least 1 (also the ETA shown for a driver). */
export function travelMinutes(km: number): number {
  return Math.max(MIN_DURATION_MIN, Math.ceil((km / ASSUMED_SPEED_KMH) * 60));
}

/** One city's fare for one category, as stored (cents and percents). */
export interface FareRule {
  base_fare: number;
  per_km: number;
  per_min: number;
  min_fare: number;
  /** The estimated fare's cap (cents); null or absent: none (back office, issue 30). */
  max_fare?: number | null;
  commission_pct: number;
  bid_floor_pct: number;
  bid_ceiling_pct: number;
}

export interface FareBreakdown {
  distance_km: number;
  duration_min: number;
  base_fare: number;
  per_km: number;
  per_min: number;
  sub_total: number;
  estimated_fare: number;
  service_tax: number;
  total_fare: number;
  min_amount: number;
  max_amount: number;
}

/**
 * sub total = base + km × per-km + min × per-min; estimated = max(minimum, sub total), then at
 * most the maximum when the city sets one;
 * tax = estimated × tax%; total = estimated + tax; bid bounds = total × floor% and × ceiling%.
 * The lowest offer is never below the category's advertised minimum fare ("Minimum fare 7.50"):
 * the floor percentage of a long trip is far above it, that of a short one could undercut it, and
 * a rider must not be invited to offer less than the minimum the site advertises.
 */
export function computeFare(
  rule: FareRule,
  from: LatLng,
  to: LatLng,
  serviceTaxPct = 0,
): FareBreakdown {
  const km = tripDistanceKm(from, to);
  const minutes = travelMinutes(km);
  const subTotal = Math.round(rule.base_fare + km * rule.per_km + minutes * rule.per_min);
  const floored = Math.max(rule.min_fare, subTotal);
  const estimated =
    rule.max_fare !== null && rule.max_fare !== undefined
      ? Math.min(Math.max(rule.max_fare, rule.min_fare), floored)
      : floored;
  const tax = Math.round((estimated * serviceTaxPct) / 100);
  const total = estimated + tax;
  return {
    distance_km: Math.round(km * 100) / 100,
    duration_min: minutes,
    base_fare: rule.base_fare,
    per_km: rule.per_km,
    per_min: rule.per_min,
    sub_total: subTotal,
    estimated_fare: estimated,
    service_tax: tax,
    total_fare: total,
    min_amount: Math.min(
      total,
      Math.max(rule.min_fare, Math.round((total * rule.bid_floor_pct) / 100)),
    ),
    max_amount: Math.round((total * rule.bid_ceiling_pct) / 100),
  };
}

/** Company commission on an amount; the driver keeps the rest. */
export function splitCommission(
  amount: number,
  commissionPct: number,
): { commission: number; driver: number } {
  const commission = Math.round((amount * commissionPct) / 100);
  return { commission, driver: amount - commission };
}

/** Cents to the decimal amount the API speaks, and back. */
export const toAmount = (cents: number): number => Math.round(cents) / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);
