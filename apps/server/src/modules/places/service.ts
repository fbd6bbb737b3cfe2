import {
  PLACE_RESULTS_MAX,
  type PlaceResult,
  type ReversePlaceResponse,
} from '@fairfare/contracts/places';
import type { LatLng } from '@fairfare/contracts/fare';
import type { DbOrTrx } from '../../db/database.ts';
import type { Geocoder } from '../../adapters/geo/geocoder.ts';
import { getActiveCity } from '../cities/service.ts';
import { searchGazetteer } from './gazetteer-search.ts';
import { boxAround, NEAREST_PLACE_MAX_METERS, nearestPlace } from './nearest.ts';
import { placesRepo } from './repo.ts';
import { readStreetRow } from './street-rows.ts';
import { addressOnStreets, STREET_NAMES_POINT_MAX_METERS } from './street-reverse.ts';

/**
 * Up to 10 of a served city's gazetteer answers to the text (addresses, streets, postcodes, named
 * places; best match, then nearest to `near` or the city's middle, first), then the geocoder's
 * results when one is configured (asked at the same time, with the same point as a bias; its
 * failures give no results). 404 for an unknown city.
 */
/** The city's places (its gazetteer, a few dozen), by name and position. */
export async function listCityPlaces(db: DbOrTrx, cityId: number) {
  const rows = await placesRepo.listByCity(db, cityId);
  return rows.map((p) => ({ name: p.place_name, lat: p.place_lat, lng: p.place_lng }));
}

export async function searchPlaces(
  db: DbOrTrx,
  query: { q: string; city_id: number; near?: LatLng | undefined },
  geocoder?: Geocoder,
): Promise<PlaceResult[]> {
  const city = await getActiveCity(db, query.city_id);
  const near = query.near ?? { lat: city.city_lat, lng: city.city_lng };
  const [places, streets, areas, geocoded] = await Promise.all([
    placesRepo.listByCity(db, query.city_id),
    placesRepo.listStreets(db, query.city_id),
    placesRepo.listPostcodeAreas(db, query.city_id),
    geocoder ? geocoder.search(query.q, near) : [],
  ]);
  const gazetteer = {
    city: { name: city.city_name, state: city.city_state, country: city.city_country },
    places,
    streets: streets.flatMap((row) => readStreetRow(row) ?? []),
    areas: areas.map((a) => ({
      postcode: a.postcode,
      name: a.area_name,
      lat: a.area_lat,
      lng: a.area_lng,
    })),
  };
  return [...searchGazetteer(gazetteer, query.q, near, PLACE_RESULTS_MAX), ...geocoded];
}

/**
 * What to call a point: the nearest named place within 150 m (of the city, when one is given),
 * else the number on the nearest gazetteer street within 60 m ("480 Richmond St", approximate),
 * else the geocoder's address when one is configured, else nothing. 404 for an unknown city.
 */
export async function reversePlace(
  db: DbOrTrx,
  query: { lat: number; lng: number; city_id?: number | undefined },
  geocoder?: Geocoder,
): Promise<ReversePlaceResponse> {
  if (query.city_id !== undefined) await getActiveCity(db, query.city_id);
  const candidates = await placesRepo.listInBox(
    db,
    boxAround(query, NEAREST_PLACE_MAX_METERS),
    query.city_id,
  );
  const named = nearestPlace(candidates, query, NEAREST_PLACE_MAX_METERS);
  if (named) {
    return {
      place: {
        address: named.place_name,
        lat: named.place_lat,
        lng: named.place_lng,
        approximate: false,
      },
    };
  }
  const streets = await placesRepo.listStreetsInBox(
    db,
    boxAround(query, STREET_NAMES_POINT_MAX_METERS),
    query.city_id,
  );
  const onStreet = addressOnStreets(
    streets.flatMap((row) => readStreetRow(row) ?? []),
    query,
  );
  if (onStreet) return { place: { ...onStreet, approximate: true } };
  return { place: geocoder ? await geocoder.reverse(query.lat, query.lng) : null };
}
