import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { viewFor, type MapView } from './mapGeometry';
import type { BookingMapProps } from './mapTypes';

// What the booking map shows and how it is named: the view kept on the markers (or the centre)
// as they and the map's box change, and the accessible name of its focusable container.

const FIT_MAX_ZOOM = 16;
const FIT_PADDING: [number, number] = [48, 48];

/** Names the map's focusable container (react-leaflet does not pass ARIA props through). */
export function MapLabel({ label, describedBy }: { label: string; describedBy: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', describedBy);
  }, [map, label, describedBy]);
  return null;
}

function isLaidOut(map: LeafletMap): boolean {
  const size = map.getSize();
  return size.x > 0 && size.y > 0;
}

function applyView(map: LeafletMap, view: MapView): void {
  if (!isLaidOut(map)) return; // hidden or not laid out yet: applied again once it is
  if (view.kind === 'bounds') {
    map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
  } else if (view.kind === 'marker') {
    if (!map.getBounds().contains(view.point)) map.panTo(view.point);
  } else {
    map.setView(view.point, map.getZoom());
  }
}

/** Keeps the view on the markers (or the centre), and the map's size in step with its box. */
export function FollowView({
  center,
  pickup,
  drop,
}: Pick<BookingMapProps, 'center' | 'pickup' | 'drop'>) {
  const map = useMap();
  const viewKey = JSON.stringify(viewFor(center, pickup, drop));
  const [layouts, setLayouts] = useState(0);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    let wasLaidOut = isLaidOut(map);
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      const laidOut = isLaidOut(map);
      if (laidOut && !wasLaidOut) setLayouts((n) => n + 1);
      wasLaidOut = laidOut;
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    applyView(map, JSON.parse(viewKey) as MapView);
  }, [map, viewKey, layouts]);
  return null;
}
