import { useReducer } from 'react';
import type { TipOptions } from '@fairfare/contracts/tips';
import type { Trip } from '@fairfare/contracts/trips';
import { ok } from '../../../test/apiCalls';
import { makeCity } from '../../../test/cities';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AfterRide } from '../components/AfterRide';
import { afterRideReducer, type AfterRideView } from '../model/afterRide';
import { makeAssignedTrip } from './fixtures';

export const PAY = '/tronsactionapi/addtriptrans';
export const INTENT = '/constantapi/createpaymentintent';
export const UPDATE = '/tripapi/updatetrip';
export const CITY = '/cityapi/getcity';
export const USER = '/userapi/getusers';
export const CARDS = '/constantapi/getpaymentmethods';
export const GATEWAY = '/constantapi/getstripekey';
export const TOKENIZE = '/constantapi/sandboxcreatepaymentmethod';
export const TIP_OPTIONS = '/tripapi/gettipoptions';
export const ADD_TIP = '/tripapi/addtip';

/** The tip step of the CA$12.50 trip as the server answers it (a wallet trip, no tip yet). */
export function makeTipOptions(overrides: Partial<TipOptions> = {}): TipOptions {
  return {
    trip_id: 101,
    currency: 'CAD',
    fare: 12.5,
    max_amount: 6.25,
    percents: [
      { percent: 10, amount: 1.25 },
      { percent: 15, amount: 1.88 },
      { percent: 20, amount: 2.5 },
    ],
    pay_mode: 'wallet',
    card: null,
    note: null,
    tip: null,
    refused: null,
    ...overrides,
  };
}

/** A completed, unpaid trip of CA$12.50 (stored pay mode cash unless told otherwise). */
export function makeUnpaidTrip(overrides: Partial<Trip> = {}): Trip {
  return makeAssignedTrip({
    trip_status: 'completed',
    trip_pay_status: 'Unpaid',
    trip_pay_amount: 12.5,
    ...overrides,
  });
}

export function paidCopy(trip: Trip, mode = 'Card'): Trip {
  return { ...trip, trip_pay_status: 'Paid', trip_pay_mode: mode, trip_pay_date: Date.now() };
}

/** The city answer (London, cash|stripe|wallet) and the rider with a wallet balance. */
export function cityAndWallet(balance: number) {
  return {
    [CITY]: () => ok(makeCity()),
    [USER]: () =>
      ok({
        user_id: 5,
        first_name: 'Riya',
        last_name: 'Patel',
        email: null,
        phone_code: '+1',
        phone: '5195550100',
        language: 'en',
        u_wallet: balance,
        wallet_currency: 'CAD',
        created_at: 0,
      }),
  };
}

function Harness({ trip, view }: { trip: Trip; view: AfterRideView }) {
  const [state, dispatch] = useReducer(afterRideReducer, { view, trip, seen: [trip.trip_id] });
  return <AfterRide state={state} dispatch={dispatch} />;
}

/** The after-ride popups for `trip`, starting at `view`, with the real reducer. */
export function renderAfterRide(trip: Trip, view: AfterRideView = 'unpaid') {
  return renderWithProviders(<Harness trip={trip} view={view} />);
}
