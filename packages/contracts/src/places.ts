import { z } from 'zod';
import { latSchema, lngSchema } from './booking.ts';
import { cityIdSchema, DEFAULT_CITY_ID } from './cities.ts';

/** The longest search text accepted. */
export const PLACE_QUERY_MAX = 100;
/** At most this many named places come back (geocoder results are appended after them). */
export const PLACE_RESULTS_MAX = 10;

/**
 * `placeapi/searchplaces`: what a city's gazetteer knows matching `q` (case- and
 * accent-insensitive): house addresses ("123 Richmond St"), streets, postcodes ("N6A 1B7") and
 * named places (also by their Spanish and French words, "aeropuerto"), ranked by how well they
 * match, then by distance to `near` (the rider's position or the map's middle; the city's middle
 * when absent); then, when the service has a geocoder configured, its results.
 */
export const searchPlacesRequestSchema = z.object(
  {
    q: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(PLACE_QUERY_MAX, 'places.queryTooLong'),
    city_id: cityIdSchema.default(DEFAULT_CITY_ID),
    near: z.object({ lat: latSchema, lng: lngSchema }, 'booking.locationInvalid').optional(),
  },
  'validation.required',
);
export type SearchPlacesRequest = z.input<typeof searchPlacesRequestSchema>;

/**
 * One result. `place_id` is a named place's id, or null for an address, a street or a postcode
 * area of the gazetteer and for a geocoder result (`source: 'geocoder'`, whose `place_address`
 * is the geocoder's full display name). `approximate`: the point is an estimate (a house number
 * placed along its street, a street's nearest point, a postcode area's middle), for the rider to
 * check on the map.
 */
export const placeResultSchema = z.object({
  place_id: z.number().nullable(),
  place_name: z.string(),
  place_address: z.string(),
  lat: z.number(),
  lng: z.number(),
  source: z.enum(['gazetteer', 'geocoder']),
  approximate: z.boolean().default(false), // absent from a service older than this field
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

/** The gazetteer's matches first (best match, then nearest, first), then the geocoder's. */
export const searchPlacesResponseSchema = z.array(placeResultSchema);

/**
 * `placeapi/reverseplace`: the address of a point chosen on the map or by "Use my location".
 * `city_id`, when sent, keeps the named places to that city's (an unserved city answers 404);
 * without it, any city's named place near the point counts.
 */
export const reversePlaceRequestSchema = z.object(
  {
    lat: latSchema,
    lng: lngSchema,
    city_id: cityIdSchema.optional(),
  },
  'booking.locationInvalid',
);
export type ReversePlaceRequest = z.input<typeof reversePlaceRequestSchema>;

/**
 * What was found at a point: a named place's name, else a house number on a street of the
 * gazetteer (`approximate`: interpolated), else the geocoder's address, with the coordinates of
 * what was found (the caller keeps its own point; only the text is for showing).
 */
export const reversePlaceSchema = z.object({
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  approximate: z.boolean().default(false), // absent from a service older than this field
});
export type ReversePlace = z.infer<typeof reversePlaceSchema>;

/** `place` is null when nothing is known near the point (the caller shows the coordinates). */
export const reversePlaceResponseSchema = z.object({ place: reversePlaceSchema.nullable() });
export type ReversePlaceResponse = z.infer<typeof reversePlaceResponseSchema>;
