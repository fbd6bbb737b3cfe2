/**
 * The geofence as a Leaflet polygon whose corners can be dragged (Leaflet-Geoman's edit mode):
 * each finished drag hands the whole new shape, as GeoJSON, to `onChange`. Geoman is fetched on
 * first use (its own chunk: the Now screen's map never needs it). It reads Leaflet from
 * `window.L`, which Leaflet's own script sets as it loads. The corners are for a mouse or a
 * finger; the GeoJSON box beside the map is the keyboard's way to the same change.
 */
import { polygon as leafletPolygon } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngTuple } from './mapShapes';

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
    const layer = leafletPolygon(shape, {
      className: 'ops-map__geofence ops-map__geofence--editing',
    });
    layer.addTo(map);
    let gone = false;
    void import('./geoman').then(() => {
      if (gone) return;
      layer.pm.enable({ allowSelfIntersection: false, draggable: false });
      layer.on('pm:edit', () => changed.current(layer.toGeoJSON().geometry));
    });
    return () => {
      gone = true;
      layer.pm?.disable();
      layer.remove();
    };
  }, [map]);
  return null;
}
