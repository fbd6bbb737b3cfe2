import { describe, expect, it } from 'vitest';
import { geofenceToLatLngs, viewFor } from './mapGeometry';

const ring = [
  [-81.4, 42.9],
  [-81.1, 42.9],
  [-81.1, 43.1],
  [-81.4, 42.9],
];

describe('geofenceToLatLngs', () => {
  it('turns a Polygon into one polygon of [lat, lng] rings', () => {
    const json = JSON.stringify({ type: 'Polygon', coordinates: [ring] });
    expect(geofenceToLatLngs(json)).toEqual([
      [
        [
          [42.9, -81.4],
          [42.9, -81.1],
          [43.1, -81.1],
          [42.9, -81.4],
        ],
      ],
    ]);
  });

  it('keeps holes and every polygon of a MultiPolygon, and reads a Feature', () => {
    const hole = [
      [-81.3, 42.95],
      [-81.2, 42.95],
      [-81.2, 43.0],
    ];
    const multi = { type: 'MultiPolygon', coordinates: [[ring, hole], [ring]] };
    const result = geofenceToLatLngs(JSON.stringify(multi));
    expect(result).toHaveLength(2);
    expect(result[0]).toHaveLength(2);
    expect(result[0]![1]![0]).toEqual([42.95, -81.3]);
    const feature = { type: 'Feature', properties: {}, geometry: multi };
    expect(geofenceToLatLngs(JSON.stringify(feature))).toEqual(result);
  });

  it('gives nothing for no, broken or non-polygon geofences', () => {
    expect(geofenceToLatLngs(null)).toEqual([]);
    expect(geofenceToLatLngs(undefined)).toEqual([]);
    expect(geofenceToLatLngs('')).toEqual([]);
    expect(geofenceToLatLngs('{oops')).toEqual([]);
    expect(geofenceToLatLngs(JSON.stringify({ type: 'Point', coordinates: [0, 0] }))).toEqual([]);
  });
});

describe('viewFor', () => {
  const center = { lat: 42.98, lng: -81.24 };
  const pickup = { lat: 43.0, lng: -81.3 };
  const drop = { lat: 42.95, lng: -81.2 };

  it('fits both markers when both are set', () => {
    expect(viewFor(center, pickup, drop)).toEqual({
      kind: 'bounds',
      bounds: [
        [42.95, -81.3],
        [43.0, -81.2],
      ],
    });
    expect(viewFor(center, drop, pickup)).toEqual(viewFor(center, pickup, drop));
  });

  it('follows the one marker, or shows the centre', () => {
    expect(viewFor(center, pickup, null)).toEqual({ kind: 'marker', point: [43.0, -81.3] });
    expect(viewFor(center, null, drop)).toEqual({ kind: 'marker', point: [42.95, -81.2] });
    expect(viewFor(center, null, null)).toEqual({ kind: 'center', point: [42.98, -81.24] });
  });
});
