import type { FastifyBaseLogger } from 'fastify';
import {
  socketEvents,
  type DriverPosition,
  type DriverPush,
  type PushNotice,
  type RiderPush,
} from '@fairfare/contracts/socket';
import type { PushBackend } from '../adapters/push/push.ts';
import { rooms, type RideNotifier } from './notifier.ts';
import type { RiderPushBuilder } from './rider-push.ts';
import type { RealtimeServer } from './socket-server.ts';

/** What the notifier hands on after its own push went out: Web Push (modules/web-push/outbox.ts). */
export interface WebPushMirror {
  toDriver(driverId: number, push: DriverPush): void;
  toRider(userId: number, push: RiderPush): void;
  /** Resolves once everything handed on so far was sent (or failed): for shutdown and tests. */
  settled(): Promise<void>;
}

/** A driver's device tokens, by platform (drivers.d_device_token by d_device_type). */
export interface DriverDevices {
  android: string[];
  ios: string[];
}

export interface SocketNotifierOptions {
  /** Gives a rider's notice its payload (the trip as the rider sees it now). */
  riderPush: RiderPushBuilder;
  log?: Pick<FastifyBaseLogger, 'warn' | 'debug'>;
  /** Drivers hear through this backend instead of their room (PUSH_BACKEND_URL). */
  push?: { backend: PushBackend; devices: (driverId: number) => Promise<DriverDevices> };
  /** At most one driver position per trip in this interval (ms); the latest one is sent at its end. */
  positionIntervalMs?: number;
  /** Web Push (decision 059): each push is handed on, for the devices whose app is not in front. */
  webPush?: WebPushMirror;
}

interface PositionSlot {
  lastAt: number;
  pending: { rooms: string[]; position: DriverPosition } | null;
  timer: NodeJS.Timeout | null;
}

/**
 * The RideNotifier over Socket.IO rooms (with the Redis adapter the rooms span every instance).
 * Every notification is best effort: failures are logged, never thrown at the caller's business.
 */
export class SocketNotifier implements RideNotifier {
  private readonly log: SocketNotifierOptions['log'];
  private readonly push: SocketNotifierOptions['push'];
  private readonly intervalMs: number;
  private readonly positions = new Map<number, PositionSlot>();
  private readonly io: RealtimeServer;
  private readonly riderPush: RiderPushBuilder;
  private readonly webPush: WebPushMirror | undefined;
  /** Per rider, the push being built: the next waits for it, so a rider hears in order. */
  private readonly riderQueues = new Map<number, Promise<void>>();
  private closed = false;

  constructor(io: RealtimeServer, options: SocketNotifierOptions) {
    this.io = io;
    this.riderPush = options.riderPush;
    this.log = options.log;
    this.push = options.push;
    this.webPush = options.webPush;
    this.intervalMs = options.positionIntervalMs ?? 1_000;
  }

  toRider(userId: number, notice: PushNotice): void {
    const previous = this.riderQueues.get(userId) ?? Promise.resolve();
    const sent = previous
      .then(() => this.riderPush(notice))
      .then(
        (push) => {
          this.io.to(rooms.user(userId)).emit(socketEvents.push, push);
          this.webPush?.toRider(userId, push);
        },
        (err: unknown) => {
          this.log?.warn({ err, userId, tripId: notice.data.trip_id }, 'rider push failed');
        },
      )
      .finally(() => {
        if (this.riderQueues.get(userId) === sent) this.riderQueues.delete(userId);
      });
    this.riderQueues.set(userId, sent);
  }

  /** Resolves once every rider push asked for so far has gone out (or failed), Web Push too. */
  async settled(): Promise<void> {
    await Promise.all(this.riderQueues.values());
    await this.webPush?.settled();
  }

  async toDriver(driverId: number, message: DriverPush): Promise<void> {
    this.webPush?.toDriver(driverId, message);
    if (!this.push) {
      this.io.to(rooms.driver(driverId)).emit(socketEvents.push, message);
      return;
    }
    await this.throughBackend(this.push, driverId, message);
  }

  /**
   * The same push to many drivers: one emit to all their rooms, so Socket.IO encodes it once
   * and only writes it to each socket (a thousand per-driver emits, each with its own payload,
   * were most of a request's fan-out). Through the push backend, one call per driver as before.
   */
  async toDrivers(driverIds: readonly number[], message: DriverPush): Promise<void> {
    if (driverIds.length === 0) return;
    for (const driverId of driverIds) this.webPush?.toDriver(driverId, message);
    const push = this.push;
    if (!push) {
      this.io.to(driverIds.map(rooms.driver)).emit(socketEvents.push, message);
      return;
    }
    await Promise.all(driverIds.map((id) => this.throughBackend(push, id, message)));
  }

  private async throughBackend(
    push: NonNullable<SocketNotifierOptions['push']>,
    driverId: number,
    message: DriverPush,
  ): Promise<void> {
    try {
      const devices = await push.devices(driverId);
      await push.backend.send({
        trip_id: message.data.trip_id,
        trip_status: message.trip_status,
        android: devices.android,
        ios: devices.ios,
        to: 'driver',
        message,
      });
    } catch (err) {
      this.log?.warn({ err, driverId, tripId: message.data.trip_id }, 'driver push failed');
    }
  }

  driverPosition(
    trip: { trip_id: number; user_id: number; track_token: string },
    lat: number,
    lng: number,
  ): void {
    if (this.closed) return;
    const target = [rooms.user(trip.user_id), rooms.track(trip.track_token)];
    const position: DriverPosition = { trip_id: trip.trip_id, lat, lng, at: Date.now() };
    const now = Date.now();
    const slot = this.positions.get(trip.trip_id);
    if (!slot || now - slot.lastAt >= this.intervalMs) {
      if (slot?.timer) clearTimeout(slot.timer);
      this.positions.set(trip.trip_id, { lastAt: now, pending: null, timer: null });
      this.emitPosition(target, position);
      this.scheduleCleanup(trip.trip_id);
      return;
    }
    // Within the interval: keep only the newest position and send it when the interval ends.
    slot.pending = { rooms: target, position };
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.flush(trip.trip_id), slot.lastAt + this.intervalMs - now);
    slot.timer.unref();
  }

  /** Stops pending position timers (on app close). */
  close(): void {
    this.closed = true;
    for (const slot of this.positions.values()) if (slot.timer) clearTimeout(slot.timer);
    this.positions.clear();
  }

  private flush(tripId: number): void {
    const slot = this.positions.get(tripId);
    if (!slot?.pending) return;
    const { rooms: target, position } = slot.pending;
    slot.pending = null;
    slot.lastAt = Date.now();
    slot.timer = null;
    this.emitPosition(target, position);
    this.scheduleCleanup(tripId);
  }

  /** Forgets a trip's slot once a quiet interval has passed, so the map does not grow. */
  private scheduleCleanup(tripId: number): void {
    const slot = this.positions.get(tripId);
    if (!slot) return;
    slot.timer = setTimeout(() => {
      const current = this.positions.get(tripId);
      if (current && !current.pending) this.positions.delete(tripId);
    }, this.intervalMs);
    slot.timer.unref();
  }

  private emitPosition(target: string[], position: DriverPosition): void {
    this.io.to(target).volatile.emit(socketEvents.driverPosition, position);
  }
}
