import { z } from 'zod';
import { latSchema, lngSchema } from './booking.ts';
import { numberOrDecimalText } from './numbers.ts';

/**
 * `POST driverapi/getnearbydriverlists` (docs/product/api.md; no login): the online drivers around a point,
 * for the site's map of nearby cars. Only what a map needs: no names, phones or other ids.
 */
export const NEARBY_DRIVERS_PATH = '/driverapi/getnearbydriverlists';

/** The most drivers one answer lists. */
export const NEARBY_DRIVERS_MAX = 20;

const optionalIdSchema = numberOrDecimalText('error.badRequest')
  .pipe(z.number().int().positive().max(2_147_483_647))
  .optional();

export const nearbyDriversRequestSchema = z.object({
  lat: numberOrDecimalText('booking.locationInvalid').pipe(latSchema),
  lng: numberOrDecimalText('booking.locationInvalid').pipe(lngSchema),
  /** Only drivers of this city. */
  city_id: optionalIdSchema,
  /** Only drivers of this ride category. */
  category_id: optionalIdSchema,
});
export type NearbyDriversRequest = z.infer<typeof nearbyDriversRequestSchema>;

export const nearbyDriverSchema = z.object({
  driver_id: z.number(),
  d_lat: z.number(),
  d_lng: z.number(),
  category_id: z.number(),
  car_name: z.string(),
  /** Great-circle distance from the point, km, two decimals. */
  distance_km: z.number(),
  /** Minutes to the point at the assumed speed (docs/product/constants.md), at least 1. */
  eta_min: z.number(),
});
export type NearbyDriverItem = z.infer<typeof nearbyDriverSchema>;

/** Nearest first; at most NEARBY_DRIVERS_MAX, within the `driver_radius` constant (km). */
export const nearbyDriversResponseSchema = z.array(nearbyDriverSchema);
