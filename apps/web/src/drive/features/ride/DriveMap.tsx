/**
 * The pickup (and the driver, once the phone knows where it is) on a Leaflet map, the library the
 * riders' booking map uses. Load it through `LazyDriveMap`: Leaflet is fetched only when a ride
 * shows. The map is a picture of what the screen says in words (the pickup's name, the hand-off
 * links), so its marks take no focus. Marks are div icons with CSS classes: the Content Security
 * Policy allows no style attributes.
 */
import { divIcon, latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { config } from '../../../shared/config';
import './driveMap.css';

export interface DriveMapProps {
  label: string;
  pickup: { lat: number; lng: number; name: string };
  driver: { lat: number; lng: number } | null;
  driverLabel: string;
}

function markIcon(kind: 'pickup' | 'driver') {
  return divIcon({
    className: `drive-map__mark drive-map__mark--${kind}`,
    html: '<span class="drive-map__shape"></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
}

/** Names the map for screen readers and keeps both marks in view. */
function Frame({ label, points }: { label: string; points: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    const list = JSON.parse(points) as Array<[number, number]>;
    if (list.length > 1) map.fitBounds(latLngBounds(list), { padding: [32, 32], maxZoom: 16 });
    else if (list[0]) map.setView(list[0], 15);
  }, [map, points]);
  return null;
}

export function DriveMap({ label, pickup, driver, driverLabel }: DriveMapProps) {
  const pickupIcon = useMemo(() => markIcon('pickup'), []);
  const driverIcon = useMemo(() => markIcon('driver'), []);
  const points = JSON.stringify([
    [pickup.lat, pickup.lng],
    ...(driver ? [[driver.lat, driver.lng]] : []),
  ]);
  return (
    <MapContainer
      className="drive-map"
      center={[pickup.lat, pickup.lng]}
      zoom={15}
      zoomControl={false}
      attributionControl
      // No zoom animation: the ride's next step removes this map, and a map removed while its
      // fitBounds animation runs throws in Leaflet's transition end (`_leaflet_pos` of undefined).
      zoomAnimation={false}
      fadeAnimation={false}
      markerZoomAnimation={false}
    >
      <TileLayer
        url={config.mapTileUrl}
        attribution={config.mapTileAttribution}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <Marker
        position={[pickup.lat, pickup.lng]}
        icon={pickupIcon}
        title={pickup.name}
        keyboard={false}
        interactive={false}
      />
      {driver ? (
        <Marker
          position={[driver.lat, driver.lng]}
          icon={driverIcon}
          title={driverLabel}
          keyboard={false}
          interactive={false}
        />
      ) : null}
      <Frame label={label} points={points} />
    </MapContainer>
  );
}
