import { z } from 'zod';
import { optionalBodySchema } from './api.ts';

/** Default city of the build (docs/product/data.md, constants.md). */
export const DEFAULT_CITY_ID = 14;

/** A city as the site sees it (docs/product/data.md "City"). Amounts are decimal in the display currency. */
export const citySchema = z.object({
  city_id: z.number(),
  city_name: z.string(),
  city_state: z.string(),
  city_country: z.string(),
  city_cur: z.string(),
  pg_cur: z.string(),
  city_pay_options: z.string(),
  city_lat: z.number(),
  city_lng: z.number(),
  tz_offset: z.number(),
  cancellation_fee: z.number(),
  geofence_json: z.string().nullable(),
  geofence_version: z.string(),
});
export type City = z.infer<typeof citySchema>;

/** The largest id a city can have (a 32-bit integer column). */
export const MAX_CITY_ID = 2_147_483_647;

/** A city id sent by the browser; any bad value gets the same message key. */
export const cityIdSchema = z
  .number({ error: 'validation.cityInvalid' })
  .int('validation.cityInvalid')
  .positive('validation.cityInvalid')
  .max(MAX_CITY_ID, 'validation.cityInvalid');

/** `cityapi/getcities`: no payload (an empty body or `{}`); extra fields are ignored. */
export const getCitiesRequestSchema = optionalBodySchema(z.object({}));

/** The active cities, by id. */
export const getCitiesResponseSchema = z.array(citySchema);

/** `commonapi/getallinone`: no payload; the active cities as `response.City` (docs/product/api.md). */
export const getAllInOneRequestSchema = optionalBodySchema(z.object({}));
export const getAllInOneResponseSchema = z.object({ City: z.array(citySchema) });
export type AllInOne = z.infer<typeof getAllInOneResponseSchema>;

/** One city's geofence: GeoJSON text (or null) and its version, compared as strings (docs/product/states.md). */
export const cityGeofenceSchema = citySchema.pick({ geofence_json: true, geofence_version: true });
export type CityGeofence = z.infer<typeof cityGeofenceSchema>;

/** `commonapi/getgeofences`: no payload; a map from city_id (a string key) to its geofence. */
export const getGeofencesRequestSchema = optionalBodySchema(z.object({}));
export const getGeofencesResponseSchema = z.record(z.string(), cityGeofenceSchema);
export type GeofenceMap = z.infer<typeof getGeofencesResponseSchema>;

/** `cityapi/getcity`: one served city by id; 404 `city.notFound` for an unknown or inactive one. */
export const getCityRequestSchema = z.object({ city_id: cityIdSchema }, 'validation.cityInvalid');
export type GetCityRequest = z.input<typeof getCityRequestSchema>;
export const getCityResponseSchema = citySchema;

/**
 * The payment methods of a city: `city_pay_options` is a pipe-separated list such as
 * `cash|stripe|wallet` (docs/product/data.md). Blank entries are dropped; order is kept.
 */
export function cityPayOptions(cityPayOptions: string): string[] {
  return cityPayOptions
    .split('|')
    .map((o) => o.trim())
    .filter((o) => o !== '');
}
