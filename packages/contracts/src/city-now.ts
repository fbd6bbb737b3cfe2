import { z } from 'zod';

/**
 * The back office's live view of one city (issue 30 "Now", roles support, city, admin): open
 * requests, rides under way, online drivers on a map, and today's rides and money. Staff watch it
 * through the `/ops` Socket.IO namespace (never the riders' one), which pushes a new snapshot
 * when it changes.
 */
export const cityNowRequestSchema = z.object({ city_id: z.number().int().positive() });

const point = { lat: z.number(), lng: z.number() };

export const cityNowSchema = z.object({
  city_id: z.number(),
  currency: z.string(),
  /** When the snapshot was taken (epoch ms). */
  at: z.number(),
  open_requests: z.array(
    z.object({
      trip_id: z.number(),
      trip_status: z.string(),
      from: z.string(),
      ...point,
      offer: z.number(),
      created_at: z.number(),
    }),
  ),
  active_trips: z.array(
    z.object({
      trip_id: z.number(),
      trip_status: z.string(),
      driver_id: z.number().nullable(),
      from: z.string(),
      to: z.string(),
      fare: z.number(),
    }),
  ),
  online_drivers: z.array(
    z.object({ driver_id: z.number(), name: z.string(), busy: z.boolean(), ...point }),
  ),
  today: z.object({
    /** Rides completed since the city's midnight. */
    rides: z.number(),
    /** Paid for trips, fees and tips since the city's midnight (succeeded payments). */
    money: z.number(),
  }),
});
export type CityNow = z.infer<typeof cityNowSchema>;

/** The staff namespace and its events. */
export const OPS_SOCKET_NAMESPACE = '/ops';
export const opsSocketEvents = {
  /** client → server: watch one city (ack: the snapshot, or an error). */
  watchCity: 'ops:watch-city',
  /** server → client: a new snapshot of a watched city. */
  cityNow: 'ops:city-now',
} as const;

/** The live view's snapshot over HTTP (the first paint, and without a socket). */
export const cityNowOpsPath = '/opsapi/getcitynow';
