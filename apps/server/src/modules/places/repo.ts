import type { DbOrTrx } from '../../db/database.ts';
import type { LatLngBox } from './nearest.ts';

const placeColumns = ['place_id', 'place_name', 'place_address', 'place_lat', 'place_lng'] as const;

export const placesRepo = Object.freeze({
  /** The gazetteer of one city (a few dozen rows): the search folds accents in code. */
  async listByCity(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('places')
      .select(placeColumns)
      .where('city_id', '=', cityId)
      .orderBy('place_id')
      .execute();
  },

  /** The places inside a box (of one city when `cityId` is given): the candidates of a point. */
  async listInBox(db: DbOrTrx, box: LatLngBox, cityId?: number) {
    let query = db
      .selectFrom('places')
      .select(placeColumns)
      .where('place_lat', '>=', box.minLat)
      .where('place_lat', '<=', box.maxLat)
      .where('place_lng', '>=', box.minLng)
      .where('place_lng', '<=', box.maxLng);
    if (cityId !== undefined) query = query.where('city_id', '=', cityId);
    return query.orderBy('place_id').execute();
  },

  /** The streets of one city (a few dozen rows, their points as JSON). */
  async listStreets(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('streets')
      .select(['street_name', 'street_points_json'])
      .where('city_id', '=', cityId)
      .orderBy('street_id')
      .execute();
  },

  /** The streets passing through a box (of one city when `cityId` is given). */
  async listStreetsInBox(db: DbOrTrx, box: LatLngBox, cityId?: number) {
    let query = db
      .selectFrom('streets')
      .select(['street_name', 'street_points_json'])
      .where('min_lat', '<=', box.maxLat)
      .where('max_lat', '>=', box.minLat)
      .where('min_lng', '<=', box.maxLng)
      .where('max_lng', '>=', box.minLng);
    if (cityId !== undefined) query = query.where('city_id', '=', cityId);
    return query.orderBy('street_id').execute();
  },

  /** The postcode areas of one city. */
  async listPostcodeAreas(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('postcode_areas')
      .select(['postcode', 'area_name', 'area_lat', 'area_lng'])
      .where('city_id', '=', cityId)
      .orderBy('postcode')
      .execute();
  },
});
