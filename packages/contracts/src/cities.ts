import { z } from 'zod';
import { optionalBodySchema } from './api.ts';

/** Default city of the build (spec §3, §9). */
export const DEFAULT_CITY_ID = 14;

/** A city as the site sees it (spec §3 "City"). Amounts are decimal in the display currency. */
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
