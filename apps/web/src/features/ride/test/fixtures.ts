import type { TripRequest } from '@fairfare/contracts/offers';
import type { Trip, TripDriver } from '@fairfare/contracts/trips';

export function makeDriver(overrides: Partial<TripDriver> = {}): TripDriver {
  return {
    driver_id: 7,
    d_name: 'Maximilian Oberstein',
    d_phone: null,
    d_rating: 4.6,
    d_rating_count: 120,
    num_trip: 342,
    d_lat: 42.99,
    d_lng: -81.25,
    d_profile_image_path: '/images/drivers/7.jpg',
    car_name: 'Corolla',
    car_model: '2021',
    car_make: 'Toyota',
    car_number: 'ABCD 123',
    car_color: 'Blue',
    ...overrides,
  };
}

export function makeRideTrip(overrides: Partial<Trip> = {}): Trip {
  const trip: Trip = {
    trip_id: 101,
    id: 101,
    trip_status: 'offer',
    trip_date: Date.UTC(2030, 0, 2, 15, 0),
    trip_from_loc: 'Western University, London, ON',
    trip_to_loc: 'Masonville Place, London, ON',
    trip_pay_status: 'Unpaid',
    trip_pay_mode: 'cash',
    trip_pay_amount: 12.5,
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
    track_token: 'tok_abcdefghijklmnop',
    created_at: Date.UTC(2030, 0, 1),
  };
  return { ...trip, ...overrides };
}

export function makeOffer(overrides: Partial<TripRequest> = {}): TripRequest {
  return {
    tripRequestId: 501,
    trip_id: 101,
    driver_id: 7,
    offer_amt: 12.5,
    user_offer_amt: 8,
    status: 'offer',
    expires_at: Date.now() + 60_000,
    distance_km: 1.25,
    eta_min: 0.4,
    Driver: makeDriver(),
    ...overrides,
  };
}

/** A trip with a driver assigned (status accept unless told otherwise). */
export function makeAssignedTrip(overrides: Partial<Trip> = {}): Trip {
  return makeRideTrip({
    trip_status: 'accept',
    otp: '4821',
    tm_acc: Date.now(),
    Driver: makeDriver({ d_phone: '+15195550199' }),
    ...overrides,
  });
}

export function tripList(trips: Trip[]) {
  return { trips, total: trips.length, offset: 0, limit: 20 };
}
