import { OPEN_OFFER_STATUSES } from '@fairfare/contracts/offers';
import {
  ACTIVE_RIDE_STATUSES,
  ASSIGNED_TRIP_STATUSES,
  OPEN_REQUEST_STATUSES,
  OPEN_TRIP_STATUSES,
} from '@fairfare/contracts/trips';
import type { Db } from '../../src/db/database.ts';
import type { TripStatus } from '@fairfare/contracts/trips';
import { canMove, type Actor } from '../../src/modules/ride/lifecycle.ts';

const among = (list: readonly string[], value: string) => list.includes(value);
/** Statuses of a trip a driver was assigned to (ended ones included). */
const DRIVEN = [...ASSIGNED_TRIP_STATUSES, 'completed', 'p_cancel_pickup', 'p_cancel_drop'];

/**
 * The rules every committed state of the rides and their money keeps, whatever happened to the
 * process that wrote it; each broken one as a line (empty when all hold). The seed's demo week
 * (db/seed/history.ts) keeps them too.
 *
 * - A trip has at most one accepted offer; a trip with a driver has exactly one, that driver's,
 *   no offer still open, an OTP and the time of the accept; an open request has no driver.
 * - A driver is on at most one active ride; a rider has at most one ride now in progress.
 * - A trip is Paid exactly when one succeeded payment settles it, for what it owes.
 * - A wallet is what its ledger's entries left it (each moving the balance of the one before),
 *   never negative; each wallet payment and top-up has its one ledger entry.
 * - A trip's status history (migration 023) starts with the rider's request, each change starts
 *   where the one before ended and is a move the lifecycle allows its actor, and the last ends at
 *   the trip's status: no change was lost or recorded without its trip's.
 */
export async function brokenRideInvariants(db: Db): Promise<string[]> {
  const [trips, offers, payments, ledger, users, changes] = await Promise.all([
    db.selectFrom('trips').selectAll().orderBy('trip_id').execute(),
    db.selectFrom('trip_requests').selectAll().execute(),
    db.selectFrom('payments').selectAll().where('status', '=', 'succeeded').execute(),
    db.selectFrom('wallet_ledger').selectAll().orderBy('entry_id').execute(),
    db.selectFrom('users').select(['user_id', 'u_wallet']).execute(),
    db.selectFrom('trip_status_changes').selectAll().orderBy('change_id').execute(),
  ]);
  const broken: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) broken.push(what);
  };

  for (const trip of trips) {
    const t = `trip ${trip.trip_id} (${trip.trip_status}, ${trip.trip_pay_status})`;
    const own = offers.filter((o) => o.trip_id === trip.trip_id);
    const accepted = own.filter((o) => o.status === 'accepted');
    expect(accepted.length <= 1, `${t}: ${accepted.length} accepted offers`);
    if (among(DRIVEN, trip.trip_status)) {
      expect(
        accepted.length === 1 && accepted[0]!.driver_id === trip.driver_id,
        `${t}: driver ${trip.driver_id}, accepted offers of ${accepted.map((o) => o.driver_id)}`,
      );
      const open = own.filter((o) => among(OPEN_OFFER_STATUSES, o.status));
      expect(open.length === 0, `${t}: offers still open: ${open.map((o) => o.driver_id)}`);
      expect(trip.otp !== null && trip.tm_acc !== null, `${t}: no OTP or accept time`);
    }
    if (among(OPEN_REQUEST_STATUSES, trip.trip_status)) {
      expect(trip.driver_id === null && accepted.length === 0, `${t}: has a driver`);
    }
    const history = changes.filter((c) => c.trip_id === trip.trip_id);
    const chained = history.every((c, i) =>
      i === 0
        ? c.from_status === null && c.to_status === 'request' && c.actor === 'rider'
        : c.from_status === history[i - 1]!.to_status &&
          canMove(c.from_status as TripStatus, c.to_status as TripStatus, c.actor as Actor),
    );
    expect(
      history.length > 0 && chained && history.at(-1)!.to_status === trip.trip_status,
      `${t}: status history ${history.map((c) => `${c.from_status}>${c.to_status} (${c.actor})`).join(', ') || 'empty'}`,
    );
    const settling = payments.filter((p) => p.settles_trip_id === trip.trip_id);
    if (trip.trip_pay_status === 'Paid') {
      expect(
        settling.length === 1 &&
          settling[0]!.pay_amount === trip.trip_pay_amount &&
          trip.trip_pay_date !== null,
        `${t}: settled by ${settling.length} payments (${settling.map((p) => p.pay_amount)} of ${trip.trip_pay_amount})`,
      );
    } else {
      expect(settling.length === 0, `${t}: Unpaid, yet settled by ${settling.length} payments`);
    }
  }

  const active = trips.filter((t) => among(ACTIVE_RIDE_STATUSES, t.trip_status));
  for (const driverId of new Set(active.map((t) => t.driver_id))) {
    const rides = active.filter((t) => t.driver_id === driverId).map((t) => t.trip_id);
    expect(rides.length === 1, `driver ${driverId} is on ${rides.length} active rides: ${rides}`);
  }
  const inProgress = trips.filter(
    (t) => t.is_ride_later === 0 && among(OPEN_TRIP_STATUSES, t.trip_status),
  );
  for (const userId of new Set(inProgress.map((t) => t.user_id))) {
    const rides = inProgress.filter((t) => t.user_id === userId).map((t) => t.trip_id);
    expect(rides.length === 1, `rider ${userId} has ${rides.length} rides in progress: ${rides}`);
  }

  for (const user of users) {
    const entries = ledger.filter((e) => e.user_id === user.user_id);
    // Each entry moves the balance the one before it left (the first, the opening balance).
    entries.forEach((entry, i) => {
      const before = i === 0 ? entry.balance_after - entry.amount : entries[i - 1]!.balance_after;
      expect(
        before >= 0 && entry.balance_after === before + entry.amount,
        `rider ${user.user_id}: ledger entry ${entry.entry_id} of ${entry.amount} leaves ${entry.balance_after} after ${before}`,
      );
    });
    const last = entries.at(-1);
    expect(
      user.u_wallet >= 0 && (last === undefined || user.u_wallet === last.balance_after),
      `rider ${user.user_id}: wallet ${user.u_wallet}, the ledger's last balance ${last?.balance_after}`,
    );
  }
  for (const payment of payments) {
    const sign = payment.kind === 'wallet_topup' ? 1 : payment.pay_mode === 'wallet' ? -1 : 0;
    const entries = ledger.filter((e) => e.payment_id === payment.payment_id);
    expect(
      sign === 0
        ? entries.length === 0
        : entries.length === 1 && entries[0]!.amount === sign * payment.pay_amount,
      `payment ${payment.payment_id} (${payment.kind}, ${payment.pay_mode}, ${payment.pay_amount}): ledger entries ${entries.map((e) => e.amount)}`,
    );
  }
  return broken;
}
