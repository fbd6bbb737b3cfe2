import fp from 'fastify-plugin';
import { countDriverTrip, driverReads, lockDriver } from '../modules/drivers/store.ts';
import { refuseIfSuspended } from '../modules/drivers/suspension.ts';
import {
  chargeSavedCard,
  chooseTripCard,
  prepareTripIntent,
} from '../modules/payments/card-trips.ts';
import { walletBalance } from '../modules/payments/store.ts';
import { latestUnpaidTripId } from '../modules/receipts/service.ts';
import { remindLater, tellDriverAssigned, tellPassenger } from '../modules/reminders/service.ts';
import type { RideHooks } from '../modules/ride/hooks.ts';

/**
 * The ride's hooks (modules/ride/hooks.ts, decision 064): what its moves ask of payments,
 * receipts, reminders and drivers, which themselves read and write the ride through its store.
 * Wired here, where the app is assembled, so that the ride imports none of them. The outside
 * services are read when a hook runs, as the moves' own deps are.
 */
export const rideHooks = fp(
  async (app) => {
    const paymentDeps = () => ({ db: app.db, payments: app.payments, log: app.log });
    const reminderDeps = () => ({ db: app.db, sms: app.sms, notifier: app.notifier, log: app.log });
    const hooks: RideHooks = {
      payments: {
        walletBalance,
        chooseTripCard,
        prepareTripIntent: (tripId) => prepareTripIntent(paymentDeps(), tripId),
        chargeSavedCard: (tripId, now, options) =>
          chargeSavedCard(paymentDeps(), tripId, now, options),
      },
      unpaidTripOf: latestUnpaidTripId,
      reminders: {
        remindLater,
        tellDriverAssigned: (tripId) => tellDriverAssigned(reminderDeps(), tripId),
        tellPassenger: (tripId, trackUrl) => tellPassenger(reminderDeps(), tripId, trackUrl),
      },
      drivers: {
        findById: driverReads.findById,
        position: driverReads.position,
        onlineAmong: driverReads.onlineAmong,
        lock: lockDriver,
        countTrip: countDriverTrip,
        refuseIfSuspended,
      },
    };
    app.decorate('rideHooks', hooks);
  },
  {
    fastify: '5.x',
    name: 'ride-hooks',
    dependencies: ['core', 'realtime', 'services'],
    decorators: { fastify: ['db', 'notifier', 'sms', 'payments'] },
  },
);
