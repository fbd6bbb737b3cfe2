import { z } from 'zod';
import { tripStatusSchema } from './trips.ts';

/**
 * The tracking page (docs/product/rules.md: `/track?trip=<token>`), public: anyone with the trip's unguessable
 * token may follow it, no one without. Nothing personal: the driver's first name and car only, no
 * phone, no rider, no amounts.
 *
 * - POST tripapi/track: trackRequestSchema → trackedTripSchema; unknown token → 404 `error.notFound`.
 * - Live positions: the socket event `track_trip` { token } joins the trip's tracking room, which
 *   receives `driver_position` (socket.ts).
 */
export const trackRequestSchema = z.object({
  token: z
    .string('error.badRequest')
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'error.badRequest'),
});
export type TrackRequest = z.input<typeof trackRequestSchema>;

const placeSchema = z.object({ lat: z.number(), lng: z.number(), address: z.string() });

export const trackedTripSchema = z.object({
  trip_id: z.number(),
  trip_status: tripStatusSchema,
  is_ride_later: z.number(),
  trip_date: z.number(),
  pickup: placeSchema,
  drop: placeSchema,
  /** The assigned driver, once there is one. */
  driver: z
    .object({
      first_name: z.string(),
      car_name: z.string(),
      car_model: z.string(),
      car_make: z.string(),
      car_color: z.string(),
      /** The plate, so whoever follows the ride can check the car too. */
      car_number: z.string(),
    })
    .nullable(),
  /** The driver's last known position while the trip is active (assigned … begin), else null. */
  position: z.object({ lat: z.number(), lng: z.number(), at: z.number().nullable() }).nullable(),
});
export type TrackedTrip = z.infer<typeof trackedTripSchema>;
