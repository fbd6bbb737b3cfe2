import { describe, expect, it } from 'vitest';
import { makeCity, squareGeofence } from '../../test/cities';
import { findCityForPoint } from './findCityForPoint';

const london = makeCity({ city_id: 14, geofence_json: squareGeofence(42.9, -81.4, 43.1, -81.1) });
const toronto = makeCity({ city_id: 15, geofence_json: squareGeofence(43.5, -79.6, 43.9, -79.1) });
const nowhere = makeCity({ city_id: 16, geofence_json: null });
const broken = makeCity({ city_id: 17, geofence_json: '{not json' });

describe('findCityForPoint', () => {
  const cities = [nowhere, broken, london, toronto];

  it('finds the city whose geofence holds the point', () => {
    expect(findCityForPoint(cities, 42.98, -81.24)).toBe(london);
    expect(findCityForPoint(cities, 43.65, -79.38)).toBe(toronto);
  });

  it('finds nothing outside every geofence, or for a bad point', () => {
    expect(findCityForPoint(cities, 45.5, -73.56)).toBeUndefined();
    expect(findCityForPoint(cities, Number.NaN, -81.24)).toBeUndefined();
    expect(findCityForPoint([], 42.98, -81.24)).toBeUndefined();
  });

  it('ignores cities without a usable geofence', () => {
    expect(findCityForPoint([nowhere, broken], 0, 0)).toBeUndefined();
  });
});
