import type { TripRequest } from '@fairfare/contracts/offers';
import type { Trip, TripDriver } from '@fairfare/contracts/trips';
import { baseTrip } from '../../../test/trips';

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
  return baseTrip({
    trip_status: 'offer',
    trip_from_loc: 'Western University, London, ON',
    trip_to_loc: 'Masonville Place, London, ON',
    trip_pay_amount: 12.5,
    track_token: 'tok_abcdefghijklmnop',
    ...overrides,
  });
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
    version: 0,
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
