import { PLACE_RESULTS_MAX, type PlaceResult } from '@fairfare/contracts/places';
import type { DbOrTrx } from '../../db/database.ts';
import { getActiveCity } from '../cities/service.ts';
import type { Geocoder } from './geocoder.ts';
import { matchPlaces } from './match.ts';
import { placesRepo } from './repo.ts';

/**
 * Up to 10 named places of a served city matching the text, then the geocoder's results when one
 * is configured (asked at the same time; its failures give no results). 404 for an unknown city.
 */
export async function searchPlaces(
  db: DbOrTrx,
  query: { q: string; city_id: number },
  geocoder?: Geocoder,
): Promise<PlaceResult[]> {
  await getActiveCity(db, query.city_id);
  const [places, geocoded] = await Promise.all([
    placesRepo.listByCity(db, query.city_id),
    geocoder ? geocoder(query.q) : [],
  ]);
  return [...matchPlaces(places, query.q, PLACE_RESULTS_MAX), ...geocoded];
}
