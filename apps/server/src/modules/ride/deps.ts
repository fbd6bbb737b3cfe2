import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MessageKey } from '@fairfare/contracts/messages';
import type { DriverPush, PushNotice } from '@fairfare/contracts/socket';
import type { Trip } from '@fairfare/contracts/trips';
import type { DriverLocator } from '../../adapters/geo/driver-locator.ts';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db } from '../../db/database.ts';
import type { RideNotifier } from '../../realtime/notifier.ts';
import type { RideHooks } from './hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the ride's moves ask of payments, receipts, reminders and drivers (app/ride.ts). */
    rideHooks: RideHooks;
  }
}

/** What the live-ride services need: the database, who to tell, where the drivers are. */
export interface RideDeps {
  db: Db;
  notifier: RideNotifier;
  locator: DriverLocator;
  /** Card trips are charged at completion / cancellation with a fee (payments/service.ts). */
  payments: PaymentGateway;
  /** A ride booked for later goes out to drivers this long before its time (ms). */
  scheduleLeadMs: number;
  /** …and is reminded to its rider this long before its time (ms; 0: no reminders). */
  reminderMs: number;
  /** An online driver silent this long (ms) is set offline (drivers/presence.ts). */
  driverSilentMs: number;
  /** Reminders and notices by SMS. */
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The modules beside the ride, as the app assembled them (hooks.ts). */
  hooks: RideHooks;
}

export function rideDeps(app: FastifyInstance): RideDeps {
  return {
    db: app.db,
    notifier: app.notifier,
    locator: app.locator,
    payments: app.payments,
    scheduleLeadMs: app.config.ride.scheduleLeadMinutes * 60_000,
    reminderMs: app.config.ride.reminderMinutes * 60_000,
    driverSilentMs: app.config.ride.driverSilentOfflineSeconds * 1000,
    sms: app.sms,
    log: app.log,
    hooks: app.rideHooks,
  };
}

/** A trip and the message the answer carries (what every rider-side change of a trip answers). */
export interface TripOutcome {
  trip: Trip;
  message: MessageKey;
}

type Notice =
  | { to: 'rider'; id: number; message: PushNotice }
  | { to: 'driver'; id: number; message: DriverPush }
  | { to: 'drivers'; ids: readonly number[]; message: DriverPush };

/**
 * Notifications collected inside a transaction and sent only after it commits, so nobody hears
 * of a change that was rolled back. Best effort: a failure is logged, never thrown.
 */
export class Notices {
  private readonly items: Notice[] = [];

  toRider(userId: number, message: PushNotice): void {
    this.items.push({ to: 'rider', id: userId, message });
  }

  /** A driver's push is whole when it is made: its shape is the contract's (DriverPush). */
  toDriver(driverId: number, message: DriverPush): void {
    this.items.push({ to: 'driver', id: driverId, message });
  }

  /** The same push to many drivers (a new request): sent as one (RideNotifier.toDrivers). */
  toDrivers(driverIds: readonly number[], message: DriverPush): void {
    this.items.push({ to: 'drivers', ids: driverIds, message });
  }

  get size(): number {
    return this.items.length;
  }

  send(deps: Pick<RideDeps, 'notifier' | 'log'>): void {
    for (const notice of this.items.splice(0)) {
      try {
        if (notice.to === 'rider') deps.notifier.toRider(notice.id, notice.message);
        else if (notice.to === 'drivers')
          deps.notifier.toDrivers(notice.ids, notice.message).catch((err: unknown) => {
            deps.log.warn({ err, drivers: notice.ids.length }, 'drivers notification failed');
          });
        else
          deps.notifier.toDriver(notice.id, notice.message).catch((err: unknown) => {
            deps.log.warn({ err, driverId: notice.id }, 'driver notification failed');
          });
      } catch (err) {
        deps.log.warn({ err, to: notice.to }, 'notification failed');
      }
    }
  }
}
