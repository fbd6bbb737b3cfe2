import { describe, expect, it } from 'vitest';
import { polygonOfCorners, readGeofenceText, singleFeature } from './geofenceText';

describe('readGeofenceText', () => {
  it('says what is wrong with text that cannot be sent', () => {
    expect(readGeofenceText('  ')).toEqual({
      ok: false,
      error: 'Paste the GeoJSON or upload a file.',
    });
    expect(readGeofenceText('{"type": "Polygon"')).toEqual({
      ok: false,
      error: 'This is not valid JSON.',
    });
    expect(readGeofenceText('[1, 2]')).toMatchObject({ ok: false });
  });

  it('gives the object of JSON text', () => {
    expect(readGeofenceText('{"type":"Polygon","coordinates":[]}')).toEqual({
      ok: true,
      geofence: { type: 'Polygon', coordinates: [] },
    });
  });
});

describe('singleFeature', () => {
  it('unwraps a collection of one feature, and leaves anything else as it is', () => {
    const feature = { type: 'Feature', geometry: { type: 'Polygon', coordinates: [] } };
    expect(singleFeature({ type: 'FeatureCollection', features: [feature] })).toBe(feature);
    const two = { type: 'FeatureCollection', features: [feature, feature] };
    expect(singleFeature(two)).toBe(two);
  });
});

describe('polygonOfCorners', () => {
  it('turns drawn [lat, lng] corners into a closed GeoJSON ring of [lng, lat]', () => {
    expect(
      polygonOfCorners([
        [43, -81.3],
        [43.1, -81.2],
        [42.9, -81.1],
      ]),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-81.3, 43],
          [-81.2, 43.1],
          [-81.1, 42.9],
          [-81.3, 43],
        ],
      ],
    });
  });
});
