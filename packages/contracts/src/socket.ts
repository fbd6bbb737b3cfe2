/**
 * Socket.IO events shared by the service and the site (docs/product/api.md "Socket"). Websocket with polling
 * fallback by default; SOCKET_TRANSPORTS=polling gives the spec's polling-only mode.
 */
import { z } from 'zod';
import { announcedRequestSchema, driverOfferSchema, driverTripSchema } from './drivers.ts';
import { tripRequestSchema } from './offers.ts';
import { tripSchema } from './trips.ts';

export const SOCKET_PATH = '/socket.io';

/**
 * How a socket says who it is. Browsers need nothing: the HttpOnly session cookie (`ff_session`
 * for riders, `ff_driver_session` for drivers) travels with the handshake. Apps pass the spec's
 * pair as Socket.IO `auth` instead; a pair that does not belong together is refused
 * (`connect_error` with message 'unauthorized'). A socket with neither is a visitor and may only
 * watch a trip with `track_trip`.
 */
export type SocketAuth =
  { api_key: string; user_id: number } | { api_key: string; driver_id: number };

/** The drivers' session cookie (the riders' is SESSION_COOKIE in auth.ts). */
export const DRIVER_SESSION_COOKIE = 'ff_driver_session';

export const socketEvents = {
  /** client → server: join one's own user room (spec: add_user with user_id and name). */
  addUser: 'add_user',
  /** server → client: a push message about a trip (spec: fcm_push_noti with trip_status and data). */
  push: 'fcm_push_noti',
  /** server → client (tracking and the rider's overlay): the assigned driver's position. */
  driverPosition: 'driver_position',
  /** client → server: watch a trip's live position with its tracking token (the /track page). */
  track: 'track_trip',
  /**
   * client → server: a signed-in driver's position (`{ lat, lng }`, acknowledged), as
   * driverapi/updateposition takes it: the driver app sends it over its socket, which costs the
   * service a fraction of an HTTP request; the endpoint stays for apps and tools.
   */
  updatePosition: 'update_position',
} as const;

/** Trip statuses a push message can carry (docs/product/api.md names offer, reject_offer, declined). */
export type PushTripStatus =
  /** To drivers: a new request near them (data is an OpenRequest of drivers.ts). */
  | 'request'
  | 'offer'
  | 'reject_offer'
  | 'declined'
  | 'accept'
  | 'assigned'
  | 'arrive'
  | 'begin'
  | 'completed'
  | 'cancel'
  | 'p_cancel_pickup'
  | 'p_cancel_drop'
  | 'expired'
  /** To the rider: their ride booked for later is soon (data: trip_date, trip_from_loc). */
  | 'reminder'
  /** To the driver: the rider added a tip (data: tip_amount, tip_percent, currency). */
  | 'tip'
  /** To the rider: their trip is Paid now (the driver confirmed the cash; data: pay_mode). */
  | 'paid';

/**
 * What a module hands the notifier after its transaction commits: the status and the news it
 * knows (at least the trip id). For a rider, the notifier adds the rider's view of the trip as it
 * is after the commit (`RiderPush`); a driver's push is whole already (`DriverPush`).
 */
export interface PushNotice {
  trip_status: PushTripStatus;
  data: { trip_id: number } & Record<string, unknown>;
}

/** Every rider push carries the trip as the rider's trip list shows it, read after the commit. */
const riderTripData = z.object({ trip_id: z.number(), trip: tripSchema });

/** Rider pushes whose news is the trip itself (its new status, its dispatch, its end). */
export const TRIP_PUSH_STATUSES = [
  'request',
  'accept',
  'assigned',
  'arrive',
  'begin',
  'completed',
  'cancel',
  'p_cancel_pickup',
  'p_cancel_drop',
  'expired',
] as const;

/**
 * A push to the rider (docs/product/api.md `fcm_push_noti`), one shape per status, so the site applies it to
 * what it shows without asking the server again:
 * - `offer`: a driver's new offer or counter-offer (`offer`, as the offer list shows it);
 * - `reject_offer`: an offer ended unanswered (`reason: 'expired'`);
 * - `declined`: a driver declined the rider's counter-offer (`driver_id`, `tripRequestId`);
 * - `reminder`: a ride booked for later is soon (`trip_date`, `trip_from_loc`);
 * - `paid`: the driver confirmed the cash (`pay_mode`);
 * - the trip's statuses (`TRIP_PUSH_STATUSES`): the trip moved.
 */
export const riderPushSchema = z.discriminatedUnion('trip_status', [
  z.object({
    trip_status: z.literal('offer'),
    data: riderTripData.extend({ offer: tripRequestSchema }),
  }),
  z.object({
    trip_status: z.literal('reject_offer'),
    data: riderTripData.extend({
      tripRequestId: z.number(),
      driver_id: z.number(),
      reason: z.literal('expired'),
    }),
  }),
  z.object({
    trip_status: z.literal('declined'),
    data: riderTripData.extend({ tripRequestId: z.number(), driver_id: z.number() }),
  }),
  z.object({
    trip_status: z.literal('reminder'),
    data: riderTripData.extend({ trip_date: z.number(), trip_from_loc: z.string() }),
  }),
  z.object({
    trip_status: z.literal('paid'),
    data: riderTripData.extend({ pay_mode: z.string() }),
  }),
  z.object({ trip_status: z.enum(TRIP_PUSH_STATUSES), data: riderTripData }),
]);
export type RiderPush = z.infer<typeof riderPushSchema>;

/** Why an offer of the driver closed unanswered (`reject_offer`). */
export const OFFER_CLOSED_REASONS = ['another_driver', 'trip_ended'] as const;

/**
 * A push to a driver (`fcm_push_noti` in the driver's room), one shape per status, each carrying
 * what the driver app shows (issue 36), so it never asks the server again to say what happened:
 * - `request`: a new request near the driver (or one whose fare the rider raised): the
 *   request as every driver within reach gets it (`AnnouncedRequest`: the app adds its own
 *   distance to the pickup);
 * - `offer`: the rider countered the driver's offer (`offer`: offer_amt and user_offer_amt);
 * - `declined`: the rider declined the driver's offer;
 * - `reject_offer`: the offer closed because `another_driver` won or the trip ended
 *   (`trip_ended`: the rider withdrew the request, support ended it);
 * - `accept` / `assigned`: the rider accepted the offer (a ride now / for later): `trip`;
 * - `cancel`: the rider (or support) cancelled the driver's trip, with the fee rule's outcome:
 *   `cancel_fee` the rider owes (0: none), `driver_share` the driver's part of it;
 * - `expired`: the driver's offer (`what: 'offer'`) or the whole request (`what: 'request'`)
 *   expired unanswered;
 * - `tip`: the rider tipped the driver.
 */
export const driverPushSchema = z.discriminatedUnion('trip_status', [
  z.object({ trip_status: z.literal('request'), data: announcedRequestSchema }),
  z.object({
    trip_status: z.literal('offer'),
    data: z.object({ trip_id: z.number(), offer: driverOfferSchema }),
  }),
  z.object({
    trip_status: z.literal('declined'),
    data: z.object({ trip_id: z.number(), tripRequestId: z.number() }),
  }),
  z.object({
    trip_status: z.literal('reject_offer'),
    data: z.object({
      trip_id: z.number(),
      tripRequestId: z.number(),
      reason: z.enum(OFFER_CLOSED_REASONS),
    }),
  }),
  z.object({
    trip_status: z.enum(['accept', 'assigned']),
    data: z.object({ trip_id: z.number(), trip: driverTripSchema }),
  }),
  z.object({
    trip_status: z.literal('cancel'),
    data: z.object({
      trip_id: z.number(),
      cancelled_by: z.enum(['rider', 'staff']),
      trip_reason: z.string().nullable(),
      cancel_fee: z.number(),
      driver_share: z.number(),
      trip_currency: z.string(),
    }),
  }),
  z.object({
    trip_status: z.literal('expired'),
    data: z.object({
      trip_id: z.number(),
      what: z.enum(['offer', 'request']),
      tripRequestId: z.number(),
    }),
  }),
  z.object({
    trip_status: z.literal('tip'),
    data: z.object({
      trip_id: z.number(),
      tip_amount: z.number(),
      tip_percent: z.number().nullable(),
      currency: z.string(),
    }),
  }),
]);
export type DriverPush = z.infer<typeof driverPushSchema>;

/** What `fcm_push_noti` carries: a rider's push or a driver's. */
export type PushMessage = RiderPush | DriverPush;

export interface AddUserPayload {
  user_id: number;
  name?: string;
}

export interface DriverPosition {
  trip_id: number;
  lat: number;
  lng: number;
  /** epoch ms */
  at: number;
}

/** Why a socket request was refused: not signed in, another user's id, bad payload, unknown token, too many tries. */
export type SocketAckError =
  'unauthorized' | 'forbidden' | 'bad_request' | 'not_found' | 'too_many' | 'server_error';

export type Ack = (answer: { ok: true } | { ok: false; error: SocketAckError }) => void;

export interface ServerToClientEvents {
  fcm_push_noti: (message: PushMessage) => void;
  driver_position: (position: DriverPosition) => void;
}

export interface ClientToServerEvents {
  add_user: (payload: AddUserPayload, ack?: Ack) => void;
  track_trip: (payload: { token: string }, ack?: Ack) => void;
  update_position: (payload: { lat: number; lng: number }, ack?: Ack) => void;
}
