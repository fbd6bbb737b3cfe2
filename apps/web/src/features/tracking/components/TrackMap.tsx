/**
 * The tracking map (Leaflet): pickup, drop and the driver's live position. A progressive
 * enhancement: the page states the places and the status in text too. Markers are div icons
 * (CSS classes, no inline styles: the CSP has style-src 'self').
 */
import { divIcon, latLngBounds, type DivIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { config } from '../../../shared/config';

export interface TrackPoint {
  lat: number;
  lng: number;
}

export interface TrackMapProps {
  pickup: TrackPoint;
  drop: TrackPoint;
  driver: TrackPoint | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function icon(kind: 'pickup' | 'drop' | 'driver', label: string): DivIcon {
  return divIcon({
    className: `track-map__marker track-map__marker--${kind}`,
    html: `<span class="track-map__dot" aria-hidden="true"></span><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
}

/** Fits pickup and drop once; follows the driver when it leaves the view. */
function FollowView({ pickup, drop, driver }: TrackMapProps) {
  const map = useMap();
  const fitKey = JSON.stringify([pickup, drop]);
  useEffect(() => {
    const [a, b] = JSON.parse(fitKey) as [TrackPoint, TrackPoint];
    map.fitBounds(latLngBounds([a.lat, a.lng], [b.lat, b.lng]), { padding: [40, 40], maxZoom: 16 });
  }, [map, fitKey]);
  useEffect(() => {
    if (driver && !map.getBounds().contains([driver.lat, driver.lng])) {
      map.panTo([driver.lat, driver.lng]);
    }
  }, [map, driver]);
  return null;
}

/** Names the map's container (react-leaflet does not pass ARIA props through). */
function MapLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export function TrackMap({ pickup, drop, driver }: TrackMapProps) {
  const { t } = useTranslation('tracking');
  const icons = useMemo(
    () => ({
      pickup: icon('pickup', t('pickup')),
      drop: icon('drop', t('drop')),
      driver: icon('driver', t('driverPosition')),
    }),
    [t],
  );
  return (
    <div className="track-map">
      <MapContainer
        className="track-map__canvas"
        center={[pickup.lat, pickup.lng]}
        zoom={14}
        scrollWheelZoom={false}
      >
        <MapLabel label={t('mapLabel')} />
        <TileLayer
          url={config.mapTileUrl}
          attribution={config.mapTileAttribution}
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <Polyline
          positions={[
            [pickup.lat, pickup.lng],
            [drop.lat, drop.lng],
          ]}
          className="track-map__route"
          interactive={false}
        />
        <Marker position={[pickup.lat, pickup.lng]} icon={icons.pickup} keyboard={false} />
        <Marker position={[drop.lat, drop.lng]} icon={icons.drop} keyboard={false} />
        {driver && (
          <Marker position={[driver.lat, driver.lng]} icon={icons.driver} keyboard={false} />
        )}
        <FollowView pickup={pickup} drop={drop} driver={driver} />
      </MapContainer>
    </div>
  );
}
