// What support reads: riders by phone, a rider's page, a trip with its timeline (decision 040).

import type { OpsRiderDetail, OpsTripDetail } from '@fairfare/contracts/ops-support';
import { OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { codeLockoutOf } from '../auth/lockout.ts';
import { phoneText } from '../countries/phones.ts';
import { walletCurrencyOf } from '../payments/wallet.ts';
import type { RideDeps } from '../ride/deps.ts';
import { offerReads, tripReads } from '../ride/store.ts';
import {
  opsPaymentOf,
  opsRefundOf,
  opsRiderOf,
  opsTripSummaryOf,
  walletEntryOf,
} from './mapping.ts';
import { supportRepo } from './repo.ts';
import { tripTimeline } from './timeline.ts';

/** What support's actions need: the ride's (a cancellation tells rider and driver) and the code limits. */
export interface SupportDeps extends RideDeps {
  /** Codes a phone gets an hour before they are spaced out (auth code-limits). */
  perPhoneHour: number;
}

export async function riderDetail(
  deps: Pick<SupportDeps, 'db' | 'perPhoneHour'>,
  userId: number,
  now: number,
): Promise<OpsRiderDetail> {
  const rider = await supportRepo.rider(deps.db, userId);
  if (!rider) throw notFound();
  const [lockout, trips, wallet, currency] = await Promise.all([
    codeLockoutOf(deps.db, rider, deps.perPhoneHour, now),
    supportRepo.recentTrips(deps.db, userId),
    supportRepo.walletHistory(deps.db, userId),
    walletCurrencyOf(deps.db, userId),
  ]);
  return {
    rider: opsRiderOf(rider),
    currency,
    lockout,
    recent_trips: trips.map(opsTripSummaryOf),
    wallet_history: wallet.map(walletEntryOf),
  };
}

/** A trip as support sees it: who, its payments and refunds, and its timeline. */
export async function tripDetail(db: Db, tripId: number): Promise<OpsTripDetail> {
  const trip = await supportRepo.trip(db, tripId);
  if (!trip) throw notFound();
  const [offerRows, said, statusChanges, payments, refunds, staff] = await Promise.all([
    supportRepo.offers(db, tripId),
    offerReads.amountsOfTrip(db, tripId),
    tripReads.statusHistory(db, tripId),
    supportRepo.payments(db, tripId),
    supportRepo.refunds(db, tripId),
    supportRepo.staffActions(db, tripId),
  ]);
  const offers = offerRows.map((o) => ({
    ...o,
    said: said.filter((s) => s.trip_request_id === o.trip_request_id),
  }));
  return {
    trip: {
      ...opsTripSummaryOf(trip),
      rider: {
        user_id: trip.user_id,
        name: `${trip.first_name} ${trip.last_name}`.trim(),
        phone: phoneText(trip.phone_code, trip.phone),
      },
      driver:
        trip.driver_id !== null && trip.d_name !== null
          ? { driver_id: trip.driver_id, name: trip.d_name }
          : null,
      cancellable: (OPEN_TRIP_STATUSES as readonly string[]).includes(trip.trip_status),
    },
    payments: payments.map(opsPaymentOf),
    refunds: refunds.map(opsRefundOf),
    timeline: tripTimeline(trip, offers, statusChanges, payments, refunds, staff),
  };
}
