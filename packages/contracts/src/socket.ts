/**
 * Socket.IO events shared by the service and the site (spec §7 "Socket"). Websocket with polling
 * fallback by default; SOCKET_TRANSPORTS=polling gives the spec's polling-only mode.
 */
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
} as const;

/** Trip statuses a push message can carry (spec §7 names offer, reject_offer, declined). */
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

export interface PushMessage {
  trip_status: PushTripStatus;
  /** What changed; at least the trip id. Offers carry the offer (tripRequestId, driver_id, offer_amt…). */
  data: { trip_id: number } & Record<string, unknown>;
}

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
}
