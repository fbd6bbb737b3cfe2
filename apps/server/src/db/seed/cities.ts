import { DEFAULT_CITY_ID } from '@fairfare/contracts/cities';
import type { GeoJsonPolygon, Position } from '@fairfare/contracts/geo';
import type { Insertable } from 'kysely';
import type { CitiesTable } from '../schema.ts';

export const LONDON_ON = DEFAULT_CITY_ID; // 14
export const TORONTO = 15;
export const KITCHENER_WATERLOO = 16;

/** A closed GeoJSON polygon from an open list of [lng, lat] corners. */
function polygon(corners: Position[]): GeoJsonPolygon {
  return { type: 'Polygon', coordinates: [[...corners, corners[0]!]] };
}

/** The City of London's limits, simplified: Byron and Riverbend to the airport, Sunningdale to Highway 401 and beyond. */
export const londonGeofence = polygon([
  [-81.4, 42.96],
  [-81.385, 43.02],
  [-81.34, 43.055],
  [-81.26, 43.075],
  [-81.17, 43.07],
  [-81.11, 43.05],
  [-81.085, 43.0],
  [-81.085, 42.93],
  [-81.12, 42.86],
  [-81.22, 42.83],
  [-81.33, 42.85],
  [-81.385, 42.9],
]);

/** Toronto from Etobicoke (with Pearson airport) to Scarborough, down to the lakeshore and the island airport. */
export const torontoGeofence = polygon([
  [-79.64, 43.59],
  [-79.54, 43.585],
  [-79.42, 43.605],
  [-79.38, 43.6],
  [-79.3, 43.645],
  [-79.2, 43.7],
  [-79.115, 43.78],
  [-79.17, 43.855],
  [-79.4, 43.86],
  [-79.64, 43.76],
]);

/** Kitchener, Waterloo and Cambridge's north edge: announced, not served yet (is_active 0). */
export const kitchenerWaterlooGeofence = polygon([
  [-80.6, 43.4],
  [-80.43, 43.37],
  [-80.38, 43.43],
  [-80.47, 43.53],
  [-80.59, 43.51],
]);

export const cities: Array<Omit<Insertable<CitiesTable>, 'created_at'>> = [
  {
    city_id: LONDON_ON,
    city_name: 'London',
    city_state: 'Ontario',
    city_country: 'Canada',
    city_cur: 'CAD',
    pg_cur: 'CAD',
    city_pay_options: 'cash|stripe|wallet',
    city_lat: 42.9849,
    city_lng: -81.2453,
    geofence_json: JSON.stringify(londonGeofence),
    geofence_version: '1',
    tz_offset: -5,
    cancellation_fee: 500,
    is_active: 1,
  },
  {
    city_id: TORONTO,
    city_name: 'Toronto',
    city_state: 'Ontario',
    city_country: 'Canada',
    city_cur: 'CAD',
    pg_cur: 'CAD',
    city_pay_options: 'cash|stripe',
    city_lat: 43.6532,
    city_lng: -79.3832,
    geofence_json: JSON.stringify(torontoGeofence),
    geofence_version: '1',
    tz_offset: -5,
    cancellation_fee: 700,
    is_active: 1,
  },
  {
    city_id: KITCHENER_WATERLOO,
    city_name: 'Kitchener-Waterloo',
    city_state: 'Ontario',
    city_country: 'Canada',
    city_cur: 'CAD',
    pg_cur: 'CAD',
    city_pay_options: 'cash|stripe|wallet',
    city_lat: 43.4516,
    city_lng: -80.4925,
    geofence_json: JSON.stringify(kitchenerWaterlooGeofence),
    geofence_version: '1',
    tz_offset: -5,
    cancellation_fee: 500,
    is_active: 0,
  },
];
