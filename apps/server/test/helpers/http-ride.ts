import { endpoints } from '@fairfare/contracts/api';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { booking } from './booking.ts';
import type { DriverSession, RiderSession } from './rides.ts';
import type { Answer, ServiceClient } from './service-client.ts';
import type { Fact, WriteKind, WriteLog } from './write-log.ts';

/** How the trip is booked to be paid (the stored pay mode). */
export type TripPayMode = 'cash' | 'stripe' | 'wallet';

export interface RideParties {
  rider: RiderSession;
  /** The driver the rider takes. */
  driver: DriverSession;
  mode: TripPayMode;
  /** Offers first, and loses the trip to `driver` (their offer must end up rejected). */
  rival?: DriverSession;
}

/** Amounts in the trip's currency (bounds 16.96–42.40 for the default booking). */
const OFFER = 30;
const RIVAL_OFFER = 28;
/** A wallet top-up (by Stripe's test card) when the balance cannot pay the ride. */
const TOP_UP = 40;

const cents = (amount: number) => Math.round(amount * 100);

type Step = (client: ServiceClient, log: WriteLog) => Promise<boolean>;

/**
 * One ride of a rider and a driver, taken write by write over HTTP — book, (a rival's offer),
 * the driver's offer, accept, arrive, begin with the OTP, complete, (top up the wallet), pay —
 * each write recorded in a WriteLog. `drive` goes on until the trip is paid or a write gets no
 * acknowledgement; after a restart `readState` learns from the service where the ride stands
 * (it may be further than acknowledged), and `drive` carries it on from there.
 */
export class HttpRide {
  readonly parties: RideParties;
  tripId: number | undefined;
  private status: string | undefined;
  private otp: string | null = null;
  private paid = false;
  private offered = false;
  private rivalOffered = false;
  private walletCents = 0;
  /** Where `drive` stops: once the trip is paid, or once it is completed (left unpaid). */
  private until: 'completed' | 'paid' = 'paid';

  constructor(parties: RideParties) {
    this.parties = parties;
  }

  /**
   * Writes until the trip is paid — or only completed, with `until: 'completed'` — (true) or a
   * write is not acknowledged (false).
   */
  async drive(
    client: ServiceClient,
    log: WriteLog,
    until: 'completed' | 'paid' = 'paid',
  ): Promise<boolean> {
    this.until = until;
    for (let step = this.next(); step; step = this.next()) {
      if (!(await step(client, log))) return false;
    }
    return true;
  }

  /** The ride as the service has it now: the rider's newest trip, its offers, the wallet. */
  async readState(client: ServiceClient): Promise<void> {
    const { rider, driver } = this.parties;
    const list = await client.ok<{ trips: Trip[] }>(endpoints.trips.list, {}, rider.cookie);
    const trip = list.trips[0];
    if (this.tripId !== undefined && trip?.trip_id !== this.tripId) {
      throw new Error(`trip ${this.tripId} of rider ${rider.userId} is not their newest`);
    }
    const user = await client.ok<{ u_wallet: number }>(endpoints.users.get, {}, rider.cookie);
    this.walletCents = cents(user.u_wallet);
    this.rivalOffered = true; // a rival's offer is part of the first run only
    if (!trip) return;
    this.tripId = trip.trip_id;
    this.status = trip.trip_status;
    this.otp = trip.otp;
    this.paid = trip.trip_pay_status === 'Paid';
    this.offered = !['request', 'offer'].includes(trip.trip_status);
    if (!this.offered) {
      const { offers } = await client.ok<{ offers: Array<{ driver_id: number }> }>(
        endpoints.offers.list,
        { trip_id: trip.trip_id },
        rider.cookie,
      );
      this.offered = offers.some((o) => o.driver_id === driver.driverId);
    }
  }

  private next(): Step | undefined {
    // A wallet ride is booked, and paid, only with the money for it in the wallet.
    const short = this.parties.mode === 'wallet' && this.walletCents < cents(OFFER);
    if (this.tripId === undefined) return short ? this.topUp : this.book;
    switch (this.status) {
      case 'request':
      case 'offer':
        if (this.parties.rival && !this.rivalOffered) return this.rivalOffer;
        return this.offered ? this.accept : this.offer;
      case 'accept':
        return this.move('arrive');
      case 'arrive':
        return this.move('begin');
      case 'begin':
        return this.move('completed');
      case 'completed':
        if (this.paid || this.until === 'completed') return undefined;
        return short ? this.topUp : this.pay;
      default:
        throw new Error(`trip ${this.tripId} is ${this.status}, which this ride never asks for`);
    }
  }

  private send<T>(
    log: WriteLog,
    kind: WriteKind,
    request: () => Promise<Answer<T>>,
    factOf: (response: T) => Fact,
  ): Promise<boolean> {
    return log
      .send(kind, this.parties.rider.userId, request, factOf)
      .then((answer) => answer !== undefined && answer.status === 200);
  }

  private book: Step = (client, log) => {
    const { rider, mode } = this.parties;
    return this.send<Trip>(
      log,
      'booked',
      () => client.call(endpoints.trips.save, booking({ trip_pay_mode: mode }), rider.cookie),
      (trip) => {
        this.tripId = trip.trip_id;
        this.status = trip.trip_status;
        return { kind: 'booked', riderId: rider.userId, tripId: trip.trip_id };
      },
    );
  };

  private offerBy(driver: DriverSession, amount: number, rival: boolean): Step {
    return (client, log) =>
      this.send<{ tripRequestId: number }>(
        log,
        'offered',
        () =>
          client.call(
            endpoints.drivers.sendOffer,
            { trip_id: this.tripId, offer_amt: amount },
            driver.cookie,
          ),
        (offer) => {
          if (rival) this.rivalOffered = true;
          else this.offered = true;
          this.status = 'offer';
          const tripId = this.tripId!;
          return {
            kind: 'offered',
            tripId,
            driverId: driver.driverId,
            offerId: offer.tripRequestId,
          };
        },
      );
  }

  private rivalOffer: Step = (client, log) =>
    this.offerBy(this.parties.rival!, RIVAL_OFFER, true)(client, log);

  private offer: Step = (client, log) =>
    this.offerBy(this.parties.driver, OFFER, false)(client, log);

  private accept: Step = (client, log) => {
    const { rider, driver } = this.parties;
    return this.send<Trip>(
      log,
      'accepted',
      () =>
        client.call(
          endpoints.trips.accept,
          { trip_id: this.tripId, driver_id: driver.driverId },
          rider.cookie,
        ),
      (trip) => {
        this.status = trip.trip_status;
        this.otp = trip.otp;
        return { kind: 'accepted', tripId: trip.trip_id, driverId: driver.driverId };
      },
    );
  };

  private move(status: 'arrive' | 'begin' | 'completed'): Step {
    return (client, log) =>
      this.send<{ trip_id: number; trip_status: string }>(
        log,
        'moved',
        () =>
          client.call(
            endpoints.drivers.updateTripStatus,
            { trip_id: this.tripId, status, ...(status === 'begin' ? { otp: this.otp } : {}) },
            this.parties.driver.cookie,
          ),
        (trip) => {
          this.status = trip.trip_status;
          return { kind: 'moved', tripId: trip.trip_id, status };
        },
      );
  }

  private topUp: Step = async (client, log) => {
    const balance = await topUpWallet(client, log, this.parties.rider, TOP_UP);
    if (balance === undefined) return false;
    this.walletCents = balance;
    return true;
  };

  private pay: Step = (client, log) => {
    const { rider, mode } = this.parties;
    const tripId = this.tripId!;
    const paidFact = (trip: Trip, intentId?: string): Fact => {
      this.paid = true;
      const amount = cents(trip.trip_pay_amount);
      if (mode === 'wallet') this.walletCents -= amount;
      const payMode = mode === 'stripe' ? 'Card' : mode === 'cash' ? 'Cash' : 'wallet';
      return {
        kind: 'paid',
        riderId: rider.userId,
        tripId,
        mode: payMode,
        cents: amount,
        ...(intentId ? { intentId } : {}),
      };
    };
    if (mode === 'stripe') {
      return this.send<{ paymentIntent: { id: string }; trip: Trip }>(
        log,
        'paid',
        () =>
          client.call(
            paymentEndpoints.createIntent,
            { trip_id: tripId, payment_method: 'pm_card_visa' },
            rider.cookie,
          ),
        (answer) => paidFact(answer.trip, answer.paymentIntent.id),
      );
    }
    if (mode === 'cash') return this.payCash(client, log, paidFact);
    return this.send<Trip>(
      log,
      'paid',
      async () => {
        // The rider confirms the amount due, as the page shows it (issue 26).
        const list = await client.ok<{ trips: Trip[] }>(endpoints.trips.list, {}, rider.cookie);
        const due = list.trips.find((t) => t.trip_id === tripId)?.trip_pay_amount;
        return client.call(
          paymentEndpoints.addTripTransaction,
          { trip_id: tripId, pay_mode: 'wallet', confirmed_amount: due },
          rider.cookie,
        );
      },
      (trip) => paidFact(trip),
    );
  };

  /**
   * Cash: the rider's 'I paid in cash' only records the choice (it writes nothing that must
   * survive), and the trip is paid when its driver confirms the cash — that is the write.
   */
  private async payCash(
    client: ServiceClient,
    log: WriteLog,
    paidFact: (trip: Trip) => Fact,
  ): Promise<boolean> {
    const { rider, driver } = this.parties;
    const tripId = this.tripId!;
    const chosen = await client
      .call<Trip>(
        paymentEndpoints.addTripTransaction,
        { trip_id: tripId, pay_mode: 'Cash' },
        rider.cookie,
      )
      .catch(() => undefined);
    const trip = chosen?.status === 200 ? chosen.body.response : undefined;
    if (!trip) return false;
    return this.send<unknown>(
      log,
      'paid',
      () => client.call(endpoints.drivers.confirmCash, { trip_id: tripId }, driver.cookie),
      () => paidFact(trip),
    );
  }
}

/**
 * A wallet top-up of `amount` by Stripe's test card, recorded in the log; the balance in cents
 * after it, or undefined when it was not acknowledged.
 */
export async function topUpWallet(
  client: ServiceClient,
  log: WriteLog,
  rider: RiderSession,
  amount: number,
): Promise<number | undefined> {
  const answer = await log.send<{ paymentIntent: { id: string }; u_wallet: number }>(
    'topped-up',
    rider.userId,
    () =>
      client.call(
        paymentEndpoints.walletIntent,
        { amount, payment_method: 'pm_card_visa' },
        rider.cookie,
      ),
    (response) => ({
      kind: 'topped-up',
      riderId: rider.userId,
      intentId: response.paymentIntent.id,
      cents: cents(amount),
    }),
  );
  return answer?.status === 200 ? cents(answer.body.response!.u_wallet) : undefined;
}
