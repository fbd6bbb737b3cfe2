import type { CancelQuote, Trip } from '@fairfare/contracts/trips';

/** A complete Trip as the API answers it, for component tests; features override what they test. */
export function baseTrip(overrides: Partial<Trip> = {}): Trip {
  const trip: Trip = {
    trip_id: 101,
    id: 101,
    trip_status: 'request',
    trip_date: Date.UTC(2030, 0, 2, 15, 0),
    trip_from_loc: 'Western University',
    trip_to_loc: 'Masonville Place',
    trip_pay_status: 'Unpaid',
    trip_pay_mode: 'cash',
    trip_pay_amount: 8,
    trip_currency: 'CAD',
    trip_promo_amt: 0,
    trip_comp_commision: 1.6,
    trip_driver_commision: 6.4,
    city_id: 14,
    category_id: 1,
    is_ride_later: 0,
    otp: null,
    tm_acc: null,
    trip_scheduled_pick_lat: null,
    trip_scheduled_pick_lng: null,
    trip_reason: null,
    trip_rating: null,
    trip_feedback: null,
    tip_amount: 0,
    Driver: null,
    trip_from_lat: 43.0096,
    trip_from_lng: -81.2737,
    trip_to_lat: 43.0255,
    trip_to_lng: -81.2808,
    distance_km: 1.82,
    duration_min: 3,
    base_fare: 3.5,
    per_km: 1.25,
    per_min: 0.3,
    sub_total: 6.68,
    service_tax: 0,
    estimated_fare: 7.5,
    total_fare: 7.5,
    min_amount: 6,
    max_amount: 15,
    user_offer_amt: 8,
    promo_code: null,
    is_for_other: 0,
    passenger_name: null,
    passenger_contact: null,
    note: '',
    is_cancelled: 0,
    cancel_fee: 0,
    trip_pay_pending: false,
    trip_pay_date: null,
    payment_card_id: null,
    track_token: 'token',
    created_at: Date.UTC(2030, 0, 1),
    dispatched_at: null,
    request_expires_at: null,
    version: 1,
  };
  return { ...trip, ...overrides };
}

/**
 * The service's cancel quote (tripapi/cancelquote) for trip 101: free now, CA$5.00 once a driver
 * has been assigned long enough; tests override the window, the fee or the clock.
 */
export function cancelQuote(overrides: Partial<CancelQuote> = {}): CancelQuote {
  return {
    trip_id: 101,
    cancellable: true,
    fee: 0,
    fee_after: 5,
    free_until: null,
    charged_to_card: false,
    currency: 'CAD',
    now: Date.now(),
    ...overrides,
  };
}
