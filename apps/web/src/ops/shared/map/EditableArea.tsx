/**
 * The geofence as a Leaflet polygon whose corners can be dragged (Leaflet-Geoman's edit mode):
 * each finished drag hands the whole new shape, as GeoJSON, to `onChange`. Geoman is fetched on
 * first use (its own chunk: the Now screen's map never needs it). It reads Leaflet from
 * `window.L`, which Leaflet's own script sets as it loads. The corners are for a mouse or a
 * finger; the GeoJSON box beside the map is the keyboard's way to the same change.
 */
import { polygon as leafletPolygon, type Map as LeafletMap, type Polygon } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngTuple } from './mapShapes';

/** What Geoman adds to the global Leaflet (`L.PM`), of which only the map's editor is used here. */
interface GeomanGlobal {
  PM: { Map: new (map: LeafletMap) => LeafletMap['pm'] };
}

export interface EditableAreaProps {
  /** Polygons → rings → corners, as `geofencePositions` gives them; read once, when editing starts. */
  positions: LatLngTuple[][][];
  onChange: (geometry: unknown) => void;
}

export function EditableArea({ positions, onChange }: EditableAreaProps) {
  const map = useMap();
  const first = useRef(positions);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const shape = first.current.length === 1 ? first.current[0]! : first.current;
    let layer: Polygon | null = null;
    let gone = false;
    // Geoman equips the layers made after it loaded: the polygon is made once it has.
    void import('./opsGeoman').then(() => {
      if (gone) return;
      // …and the maps made after it: this one was made before, so it gets its own now.
      if (!map.pm) {
        const { PM } = (window as unknown as { L: GeomanGlobal }).L;
        map.pm = new PM.Map(map);
        map.pm.setGlobalOptions({});
      }
      layer = leafletPolygon(shape, { className: 'ops-map__geofence ops-map__geofence--editing' });
      layer.addTo(map);
      layer.pm.enable({ allowSelfIntersection: false, draggable: false });
      const edited = layer;
      layer.on('pm:edit', () => changed.current(edited.toGeoJSON().geometry));
    });
    return () => {
      gone = true;
      layer?.pm.disable();
      layer?.remove();
    };
  }, [map]);
  return null;
}
