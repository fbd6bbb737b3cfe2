import { autoId, type AnyDb } from '../portable.ts';

/**
 * The street gazetteer of the place search (issue 38, decision 054), expand only: beside the
 * named places (`places`), the streets of a city with house numbers along them, and its postcode
 * areas, so that "123 Richmond St" and "N6A 1B7" find a point. The demo seed fills them; a
 * deployment with a geocoder may leave them empty.
 *
 * - `streets.street_points_json`: `[[house number, lat, lng, postcode area?], …]`, numbers
 *   rising along the street; an address between two points is placed by interpolation
 *   (approximate); the postcode area (first three characters, e.g. `N6A`) is given on the first
 *   point and where it changes.
 * - `streets.min_lat` … `max_lng`: the box around its points, for the streets near a point.
 * - `postcode_areas`: a postcode area (e.g. `N6A`) of a city, its name and its middle.
 */
export async function up(db: AnyDb): Promise<void> {
  const dbl = 'double precision' as const;
  await db.schema
    .createTable('streets')
    .addColumn('street_id', 'integer', autoId(db))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('street_name', 'text', (c) => c.notNull())
    .addColumn('street_points_json', 'text', (c) => c.notNull())
    .addColumn('min_lat', dbl, (c) => c.notNull())
    .addColumn('max_lat', dbl, (c) => c.notNull())
    .addColumn('min_lng', dbl, (c) => c.notNull())
    .addColumn('max_lng', dbl, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('streets_city').on('streets').column('city_id').execute();
  await db.schema
    .createIndex('streets_box')
    .on('streets')
    .columns(['min_lat', 'max_lat'])
    .execute();

  await db.schema
    .createTable('postcode_areas')
    .addColumn('postcode_area_id', 'integer', autoId(db))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('area_lat', dbl, (c) => c.notNull())
    .addColumn('area_lng', dbl, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('postcode_areas_city_postcode')
    .on('postcode_areas')
    .columns(['city_id', 'postcode'])
    .unique()
    .execute();
}
