import {
  isSameDestination,
  type EstimateResponse,
  type FareEstimate,
} from '@fairfare/contracts/booking';
import type { City } from '@fairfare/contracts/cities';
import { computeFare, toAmount, type FareBreakdown, type LatLng } from '@fairfare/contracts/fare';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { CityFaresTable } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { cityOfPickup, listServedCities } from '../cities/service.ts';
import { faresRepo, type FareRuleRow } from './repo.ts';

export type { FareRuleRow } from './repo.ts';

export interface FareOptions {
  /** Service tax in percent of the estimated fare (config SERVICE_TAX_PERCENT, spec: 0). */
  serviceTaxPct: number;
}

export interface TripPlaces {
  city_id?: number | undefined;
  pickup: LatLng;
  drop: LatLng;
}

/**
 * The served city of a trip: the given one (404 when not served) or the one whose geofence holds
 * the pickup. 400 `booking.outsideGeofence` when the pickup is outside it, 400
 * `booking.sameDestination` when the drop is (within 20 m of) the pickup.
 */
export async function locateTrip(db: DbOrTrx, trip: TripPlaces): Promise<City> {
  const city = cityOfPickup(await listServedCities(db), trip.pickup, trip.city_id);
  if (!city) throw badRequest('booking.outsideGeofence');
  if (isSameDestination(trip.pickup, trip.drop)) throw badRequest('booking.sameDestination');
  return city;
}

/** The booking summary of one category, in decimal amounts. */
export function toFareEstimate(
  city: City,
  rule: FareRuleRow,
  fare: FareBreakdown,
  options: FareOptions,
): FareEstimate {
  return {
    city_id: city.city_id,
    category_id: rule.category_id,
    category_name: rule.category_name,
    currency: city.city_cur,
    fare_per_km: toAmount(fare.per_km),
    fare_per_min: toAmount(fare.per_min),
    distance_km: fare.distance_km,
    duration_min: fare.duration_min,
    base_fare: toAmount(fare.base_fare),
    sub_total: toAmount(fare.sub_total),
    service_tax: options.serviceTaxPct,
    estimated_fare: toAmount(fare.estimated_fare),
    taxes: toAmount(fare.service_tax),
    total_fare: toAmount(fare.total_fare),
    min_amount: toAmount(fare.min_amount),
    max_amount: toAmount(fare.max_amount),
    trip_pay_amount: toAmount(fare.total_fare),
  };
}

/**
 * tripapi/estimatetripfare: the fare of every active category of the trip's city (or of the one
 * asked), keyed by category id. 400 `booking.categoryRequired` when the asked one has no fare there.
 */
export async function estimateFares(
  db: DbOrTrx,
  request: TripPlaces & { category_id?: number | undefined },
  options: FareOptions,
): Promise<EstimateResponse> {
  const city = await locateTrip(db, request);
  const rules = await faresRepo.listRules(db, city.city_id, {
    categoryId: request.category_id,
  });
  if (request.category_id !== undefined && rules.length === 0) {
    throw badRequest('booking.categoryRequired');
  }
  const estimates: EstimateResponse = {};
  for (const rule of rules) {
    const fare = computeFare(rule, request.pickup, request.drop, options.serviceTaxPct);
    estimates[String(rule.category_id)] = toFareEstimate(city, rule, fare, options);
  }
  return estimates;
}

/** A category's fare rule in a city; 400 `booking.categoryRequired` when it is not offered there. */
export async function findFareRule(
  db: DbOrTrx,
  cityId: number,
  categoryId: number,
): Promise<FareRuleRow> {
  const [rule] = await faresRepo.listRules(db, cityId, { categoryId });
  if (!rule) throw badRequest('booking.categoryRequired');
  return rule;
}

/** One category's rule and the server's fare for a trip (see findFareRule for the error). */
export async function priceTrip(
  db: DbOrTrx,
  city: City,
  categoryId: number,
  trip: { pickup: LatLng; drop: LatLng },
  options: FareOptions,
): Promise<{ rule: FareRuleRow; fare: FareBreakdown }> {
  const rule = await findFareRule(db, city.city_id, categoryId);
  return { rule, fare: computeFare(rule, trip.pickup, trip.drop, options.serviceTaxPct) };
}

/** Every fare rule of a city, those of inactive categories too (the back office edits them). */
export async function listCityFareRules(db: DbOrTrx, cityId: number): Promise<FareRuleRow[]> {
  return faresRepo.listRules(db, cityId, { inactiveToo: true });
}

/** A category's fare rule in a city, active or not; undefined when the city has none for it. */
export async function findCityFareRule(
  db: DbOrTrx,
  cityId: number,
  categoryId: number,
): Promise<FareRuleRow | undefined> {
  const [rule] = await faresRepo.listRules(db, cityId, { categoryId, inactiveToo: true });
  return rule;
}

/**
 * A category's fare in a city, replaced or added (cents, percents). Bookings copy their amounts
 * into the trip when they are made, so a new rule reaches new bookings only.
 */
export async function saveCityFareRule(db: DbOrTrx, rule: Insertable<CityFaresTable>) {
  await faresRepo.saveRule(db, rule);
}
