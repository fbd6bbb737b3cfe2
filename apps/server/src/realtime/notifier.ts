import type { DriverPush, PushNotice } from '@fairfare/contracts/socket';

/**
 * Tells riders and drivers what happened to their trips. Riders hear through their Socket.IO
 * room; drivers through their room by default, or an HTTP push backend (PUSH_BACKEND_URL).
 * Notifications are best effort: the state is in the database, and clients also poll it.
 */
export interface RideNotifier {
  /** Sent with the rider's view of the trip as it is now (realtime/rider-push.ts), in order. */
  toRider(userId: number, notice: PushNotice): void;
  toDriver(driverId: number, message: DriverPush): Promise<void>;
  /** One push to many drivers (a new request): encoded once, written to each driver's room. */
  toDrivers(driverIds: readonly number[], message: DriverPush): Promise<void>;
  /** Resolves once the rider pushes asked for so far have gone out (or failed): for shutdown and tests. */
  settled(): Promise<void>;
  /** The assigned driver's position, for the rider's overlay and the tracking page. */
  driverPosition(
    trip: { trip_id: number; user_id: number; track_token: string },
    lat: number,
    lng: number,
  ): void;
}

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  driver: (driverId: number) => `driver:${driverId}`,
  track: (token: string) => `track:${token}`,
  /** The sockets one session opened (by the hash of its token), ended with it. */
  session: (tokenHash: string) => `session:${tokenHash}`,
};
