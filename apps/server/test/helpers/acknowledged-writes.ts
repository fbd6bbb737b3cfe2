import type { Db } from '../../src/db/database.ts';
import type { Fact, WriteLog } from './write-log.ts';

/** A ride's statuses in the order it goes through them. */
const ALONG_THE_RIDE = ['request', 'offer', 'accept', 'arrive', 'begin', 'completed'];
const reached = (status: string, step: string) =>
  ALONG_THE_RIDE.indexOf(status) >= ALONG_THE_RIDE.indexOf(step);

async function rowsOf(db: Db) {
  const [trips, offers, payments, ledger] = await Promise.all([
    db.selectFrom('trips').selectAll().execute(),
    db.selectFrom('trip_requests').selectAll().execute(),
    db.selectFrom('payments').selectAll().where('status', '=', 'succeeded').execute(),
    db.selectFrom('wallet_ledger').selectAll().execute(),
  ]);
  return { trips: new Map(trips.map((t) => [t.trip_id, t])), offers, payments, ledger };
}

/**
 * The acknowledged writes the database does not hold (one line each, empty when none is
 * missing): a trip at least as far as acknowledged, its offers, each acknowledged payment and
 * tip recorded once with its amount, each acknowledged top-up credited once with its ledger entry.
 */
export async function missingAcknowledged(db: Db, facts: Fact[]): Promise<string[]> {
  const { trips, offers, payments, ledger } = await rowsOf(db);
  const missing: string[] = [];
  const check = (ok: boolean, fact: Fact, found: unknown) => {
    if (!ok) missing.push(`${JSON.stringify(fact)} — found ${JSON.stringify(found) ?? 'nothing'}`);
  };
  for (const fact of facts) {
    if (fact.kind === 'topped-up') {
      const credited = payments.filter((p) => p.settles_intent_id === fact.intentId);
      const entries = ledger.filter((e) => credited.some((p) => p.payment_id === e.payment_id));
      check(
        credited.length === 1 &&
          credited[0]!.kind === 'wallet_topup' &&
          credited[0]!.user_id === fact.riderId &&
          credited[0]!.pay_amount === fact.cents &&
          entries.length === 1 &&
          entries[0]!.amount === fact.cents,
        fact,
        { credited, entries },
      );
      continue;
    }
    const trip = trips.get(fact.tripId);
    const status = trip?.trip_status ?? 'none';
    switch (fact.kind) {
      case 'booked':
        check(trip?.user_id === fact.riderId, fact, trip && { user_id: trip.user_id });
        break;
      case 'offered': {
        const offer = offers.find((o) => o.trip_request_id === fact.offerId);
        check(offer?.trip_id === fact.tripId && offer.driver_id === fact.driverId, fact, offer);
        break;
      }
      case 'accepted': {
        const won = offers.filter((o) => o.trip_id === fact.tripId && o.status === 'accepted');
        check(
          reached(status, 'accept') &&
            trip?.driver_id === fact.driverId &&
            won.length === 1 &&
            won[0]!.driver_id === fact.driverId,
          fact,
          { status, driver_id: trip?.driver_id, accepted: won.map((o) => o.driver_id) },
        );
        break;
      }
      case 'moved':
        check(reached(status, fact.status), fact, { status });
        break;
      case 'tipped': {
        const tips = payments.filter((p) => p.trip_id === fact.tripId && p.kind === 'tip');
        check(
          trip?.tip_paid_at !== null &&
            trip?.tip_amount === fact.cents &&
            tips.length === 1 &&
            tips[0]!.pay_amount === fact.cents,
          fact,
          { tip_amount: trip?.tip_amount, tips },
        );
        break;
      }
      case 'paid': {
        const settling = payments.filter((p) => p.settles_trip_id === fact.tripId);
        check(
          trip?.trip_pay_status === 'Paid' &&
            settling.length === 1 &&
            settling[0]!.pay_mode === fact.mode &&
            settling[0]!.pay_amount === fact.cents &&
            (fact.intentId === undefined || settling[0]!.gateway_ref === fact.intentId),
          fact,
          { pay_status: trip?.trip_pay_status, settling },
        );
        break;
      }
    }
  }
  return missing;
}

/**
 * Every wallet a logged write touched, against what was acknowledged: its balance is the
 * acknowledged top-ups minus the acknowledged wallet payments, give or take only writes that were
 * in flight when the service died (a top-up or payment recorded without an acknowledgement must
 * be one of those). Returns the discrepancies, one line per wallet.
 */
export async function walletDiscrepancies(db: Db, log: WriteLog): Promise<string[]> {
  const { payments } = await rowsOf(db);
  const facts = log.facts();
  const riders = new Set(
    log.writes.filter((w) => w.kind === 'topped-up' || w.kind === 'paid').map((w) => w.riderId),
  );
  const problems: string[] = [];
  for (const riderId of riders) {
    const user = await db
      .selectFrom('users')
      .select('u_wallet')
      .where('user_id', '=', riderId)
      .executeTakeFirstOrThrow();
    const ackedTopUps = facts.flatMap((f) =>
      f.kind === 'topped-up' && f.riderId === riderId ? [f] : [],
    );
    const ackedPays = facts.flatMap((f) =>
      f.kind === 'paid' && f.riderId === riderId && f.mode === 'wallet' ? [f] : [],
    );
    const topUps = payments.filter((p) => p.user_id === riderId && p.kind === 'wallet_topup');
    const pays = payments.filter((p) => p.user_id === riderId && p.pay_mode === 'wallet');
    const unackedTopUps = topUps.filter(
      (p) => !ackedTopUps.some((f) => f.intentId === p.settles_intent_id),
    );
    const unackedPays = pays.filter((p) => !ackedPays.some((f) => f.tripId === p.settles_trip_id));
    const inFlight = (kind: string) =>
      log.unanswered().filter((w) => w.riderId === riderId && w.kind === kind).length;
    const total = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
    const acknowledged =
      total(ackedTopUps.map((f) => f.cents)) - total(ackedPays.map((f) => f.cents));
    const expected =
      acknowledged +
      total(unackedTopUps.map((p) => p.pay_amount)) -
      total(unackedPays.map((p) => p.pay_amount));
    if (
      user.u_wallet !== expected ||
      unackedTopUps.length > inFlight('topped-up') ||
      unackedPays.length > inFlight('paid')
    ) {
      problems.push(
        `rider ${riderId}: wallet ${user.u_wallet}, acknowledged top-ups minus payments ${acknowledged}, ` +
          `recorded without acknowledgement: ${unackedTopUps.length} top-ups (${inFlight('topped-up')} in flight), ` +
          `${unackedPays.length} payments (${inFlight('paid')} in flight)`,
      );
    }
  }
  return problems;
}
