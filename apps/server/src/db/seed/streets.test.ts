import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@fairfare/contracts/fare';
import { isInsideGeofence } from '@fairfare/contracts/geo';
import { interpolateNumber } from '../../modules/places/street-line.ts';
import { readStreetRow } from '../../modules/places/street-rows.ts';
import { cities, LONDON_ON, TORONTO } from './cities.ts';
import { places } from './places.ts';
import { postcodeAreas, streets } from './streets.ts';

const geofenceOf = (cityId: number) => cities.find((c) => c.city_id === cityId)!.geofence_json!;
const read = streets.map((row) => ({ row, street: readStreetRow(row) }));

describe('the demo’s street gazetteer', () => {
  it('has ~40 streets in London and some in Toronto, each a readable line of rising numbers', () => {
    expect(read.filter(({ street }) => street === null).map(({ row }) => row.street_name)).toEqual(
      [],
    );
    const count = (cityId: number) => streets.filter((s) => s.city_id === cityId).length;
    expect(count(LONDON_ON)).toBeGreaterThanOrEqual(40);
    expect(count(TORONTO)).toBeGreaterThanOrEqual(10);
    for (const cityId of [LONDON_ON, TORONTO]) {
      const names = streets.filter((s) => s.city_id === cityId).map((s) => s.street_name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('keeps every point and postcode area inside its city, naming only the city’s areas', () => {
    for (const { row, street } of read) {
      const known = new Set(
        postcodeAreas.filter((a) => a.city_id === row.city_id).map((a) => a.postcode),
      );
      expect(street!.anchors[0]!.postcode, row.street_name).toBeDefined();
      for (const a of street!.anchors) {
        expect(isInsideGeofence(a.lat, a.lng, geofenceOf(row.city_id)), row.street_name).toBe(true);
        if (a.postcode)
          expect(known.has(a.postcode), `${row.street_name} ${a.postcode}`).toBe(true);
      }
    }
    for (const area of postcodeAreas) {
      expect(isInsideGeofence(area.area_lat, area.area_lng, geofenceOf(area.city_id))).toBe(true);
    }
  });

  it('puts a landmark’s own address within a kilometre of the landmark', () => {
    let checked = 0;
    for (const place of places) {
      const match = /^(\d+) ([^,]+),/.exec(place.place_address);
      const street = read.find(
        ({ row }) => row.city_id === place.city_id && row.street_name === match?.[2],
      )?.street;
      if (!match || !street) continue;
      const point = interpolateNumber(street.anchors, Number(match[1]));
      expect(point, place.place_address).not.toBeNull();
      const km = greatCircleKm(point!, { lat: place.place_lat, lng: place.place_lng });
      expect(km, `${place.place_name}: ${km.toFixed(2)} km`).toBeLessThan(1);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
