import { describe, expect, it } from 'vitest';
import {
  formatGeofence,
  placesInside,
  polygonOfCorners,
  readGeofenceText,
  singleFeature,
} from './geofenceText';

describe('readGeofenceText', () => {
  it('says what is wrong with text that cannot be sent', () => {
    expect(readGeofenceText('  ')).toEqual({
      ok: false,
      error: 'rules.geofenceEmpty',
    });
    expect(readGeofenceText('{"type": "Polygon"')).toEqual({
      ok: false,
      error: 'rules.geofenceNotJson',
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

describe('the geofence preview', () => {
  const square = polygonOfCorners([
    [43.1, -81.4],
    [43.1, -81.1],
    [42.9, -81.1],
    [42.9, -81.4],
  ]);
  const places = [
    { name: 'Western University', lat: 43.0096, lng: -81.2737 },
    { name: 'Airport far east', lat: 43.0334, lng: -81.0 },
  ];

  it('tells the places inside the area from those it leaves out', () => {
    expect(placesInside(square, places)).toEqual({
      inside: ['Western University'],
      outside: ['Airport far east'],
    });
    expect(placesInside({ type: 'Point', coordinates: [0, 0] }, places)).toBeNull();
  });

  it('shows the stored area in the GeoJSON box, and nothing when there is none', () => {
    expect(JSON.parse(formatGeofence(square))).toEqual(square);
    expect(formatGeofence(null)).toBe('');
  });
});
