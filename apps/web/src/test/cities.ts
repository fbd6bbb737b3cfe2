import type { City } from '@fairfare/contracts/cities';

/** A square geofence from (lat0, lng0) to (lat1, lng1) as GeoJSON text ([lng, lat] positions). */
export function squareGeofence(lat0: number, lng0: number, lat1: number, lng1: number): string {
  return JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [lng0, lat0],
        [lng1, lat0],
        [lng1, lat1],
        [lng0, lat1],
        [lng0, lat0],
      ],
    ],
  });
}

/** A city as the service sends it; London, Ontario (id 14) unless told otherwise. */
export function makeCity(overrides: Partial<City> = {}): City {
  return {
    city_id: 14,
    city_name: 'London',
    city_state: 'Ontario',
    city_country: 'Canada',
    city_cur: 'CAD',
    pg_cur: 'CAD',
    city_pay_options: 'cash|stripe|wallet',
    city_lat: 42.9849,
    city_lng: -81.2453,
    tz_offset: -5,
    cancellation_fee: 5,
    geofence_json: squareGeofence(42.9, -81.4, 43.1, -81.1),
    geofence_version: '1',
    ...overrides,
  };
}

/** The getgeofences answer for these cities (their own geofences). */
export function geofenceMapOf(cities: City[]) {
  return Object.fromEntries(
    cities.map((c) => [
      String(c.city_id),
      { geofence_json: c.geofence_json, geofence_version: c.geofence_version },
    ]),
  );
}
