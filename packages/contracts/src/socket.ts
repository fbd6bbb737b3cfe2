/**
 * Socket.IO events shared by the service and the site (spec §7 "Socket"). Websocket with polling
 * fallback by default; SOCKET_TRANSPORTS=polling gives the spec's polling-only mode.
 */
export const SOCKET_PATH = '/socket.io';

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
  | 'expired';

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

export type Ack = (answer: { ok: true } | { ok: false; error: string }) => void;

export interface ServerToClientEvents {
  fcm_push_noti: (message: PushMessage) => void;
  driver_position: (position: DriverPosition) => void;
}

export interface ClientToServerEvents {
  add_user: (payload: AddUserPayload, ack?: Ack) => void;
  track_trip: (payload: { token: string }, ack?: Ack) => void;
}
