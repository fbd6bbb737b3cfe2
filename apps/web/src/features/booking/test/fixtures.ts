import type { FareEstimate } from '@fairfare/contracts/booking';
import type { Trip } from '@fairfare/contracts/trips';
import type { NearbyDriverItem } from '@fairfare/contracts/nearby-drivers';
import { makeCategory } from '../../../test/categories';
import { MASONVILLE, WESTERN } from '../../../test/places';
import { baseTrip } from '../../../test/trips';
import type { BookingMapProps } from '../map/BookingMap';

export { MASONVILLE, WESTERN };

export function makeEstimate(overrides: Partial<FareEstimate> = {}): FareEstimate {
  return {
    city_id: 14,
    category_id: 1,
    category_name: 'Economy',
    currency: 'CAD',
    fare_per_km: 1.25,
    fare_per_min: 0.3,
    distance_km: 1.82,
    duration_min: 3,
    base_fare: 3.5,
    sub_total: 6.68,
    service_tax: 0,
    estimated_fare: 7.5,
    taxes: 0,
    total_fare: 7.5,
    min_amount: 6,
    max_amount: 15,
    trip_pay_amount: 7.5,
    ...overrides,
  };
}

export const ESTIMATES = {
  '1': makeEstimate(),
  '2': makeEstimate({
    category_id: 2,
    category_name: 'Comfort',
    total_fare: 10,
    estimated_fare: 10,
    trip_pay_amount: 10,
    min_amount: 8,
    max_amount: 20,
  }),
};

export const CATEGORIES = [
  makeCategory(),
  makeCategory({ category_id: 2, category_name: 'Comfort', icon: 'comfort' }),
];

export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return baseTrip({
    trip_from_loc: WESTERN.place_name,
    trip_to_loc: MASONVILLE.place_name,
    trip_from_lat: WESTERN.lat,
    trip_from_lng: WESTERN.lng,
    trip_to_lat: MASONVILLE.lat,
    trip_to_lng: MASONVILLE.lng,
    ...overrides,
  });
}

/** Two online cars near Western (driverapi/getnearbydriverlists), nearest first. */
export const NEARBY_CARS: NearbyDriverItem[] = [
  {
    driver_id: 3,
    d_lat: 43.0,
    d_lng: -81.27,
    category_id: 1,
    car_name: 'Toyota Prius',
    distance_km: 0.6,
    eta_min: 1,
  },
  {
    driver_id: 9,
    d_lat: 43.02,
    d_lng: -81.29,
    category_id: 1,
    car_name: 'Honda Civic',
    distance_km: 3.1,
    eta_min: 5,
  },
];

/** A booking map over London, Ontario, nothing chosen yet, picking the pickup. */
export const EMPTY_MAP: BookingMapProps = {
  center: { lat: 42.98, lng: -81.24 },
  pickup: null,
  drop: null,
  active: 'pickup',
  onPick: () => undefined,
};
