import { describe, expect, it } from 'vitest';
import { boundsOf, geofencePositions, marksFrame } from './mapShapes';

describe('geofencePositions', () => {
  it('turns a GeoJSON Feature of a polygon into Leaflet [lat, lng] rings', () => {
    const feature = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-81.4, 42.9],
            [-81.1, 42.9],
            [-81.1, 43.1],
            [-81.4, 42.9],
          ],
        ],
      },
    };
    expect(geofencePositions(feature)).toEqual([
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

  it('draws nothing for text that is not a geofence', () => {
    expect(geofencePositions('{"type":"Point","coordinates":[1,2]}')).toEqual([]);
    expect(geofencePositions(null)).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('spans every point, and is null for none', () => {
    expect(
      boundsOf([
        [43, -81.2],
        [42.9, -81.3],
        [43.1, -81.25],
      ]),
    ).toEqual([
      [42.9, -81.3],
      [43.1, -81.2],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('marksFrame', () => {
  it('frames marks that spread over an area, and leaves one place to the centre and zoom', () => {
    expect(
      marksFrame([
        [43, -81.2],
        [42.9, -81.3],
      ]),
    ).toEqual([
      [42.9, -81.3],
      [43, -81.2],
    ]);
    expect(
      marksFrame([
        [43, -81.2],
        [43, -81.2],
      ]),
    ).toBeNull();
    expect(marksFrame([])).toBeNull();
  });
});
