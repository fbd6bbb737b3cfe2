import type { DbOrTrx } from '../../db/database.ts';

export const placesRepo = Object.freeze({
  /** The gazetteer of one city (a few dozen rows): the search folds accents in code. */
  async listByCity(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('places')
      .select(['place_id', 'place_name', 'place_address', 'place_lat', 'place_lng'])
      .where('city_id', '=', cityId)
      .orderBy('place_id')
      .execute();
  },
});
