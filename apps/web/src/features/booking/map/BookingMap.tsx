/**
 * The booking map (Leaflet), a progressive enhancement of the booking screen: keyboard and
 * screen-reader users set places with the search boxes; the screen keeps working when the tiles
 * cannot load. Load it through `LazyBookingMap` so Leaflet is fetched only on /booknow.
 *
 * `<BookingMap center pickup drop onPick active geofenceJson? />`
 * - `center: { lat; lng }` — shown while no marker is set (e.g. the city's centre);
 * - `pickup`, `drop: { lat; lng } | null` — the markers; both draggable (`dragend` → onPick);
 * - `onPick(which: 'pickup' | 'drop', point: { lat; lng })` — a click on the map sets `active`;
 * - `active: 'pickup' | 'drop'` — what a click sets (also named in the map's accessible label,
 *   "Map: click to set the pickup");
 * - `geofenceJson?: string | null` — the city's geofence (GeoJSON text), outlined.
 * - `cars?: NearbyDriverItem[]` — online cars nearby (driverapi/getnearbydriverlists), drawn as
 *   small car marks that take no clicks and no focus; each names its car and ETA for screen
 *   readers, and MapPicker says how many there are in text.
 * With both markers the map fits them; with one it pans to it when it is out of view.
 * Tiles come from `config.mapTileUrl` (the service's CSP must allow their origin: MAP_TILE_ORIGINS)
 * and are requested with a referrer, which OpenStreetMap's tile policy requires. Markers are
 * div icons (inline SVG, CSS classes, no inline style attributes: the CSP has style-src 'self').
 */
import {
  divIcon,
  type DivIcon,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyDriverItem } from '@fairfare/contracts/nearby-drivers';
import {
  MapContainer,
  Marker,
  Polygon,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { config } from '../../../shared/config';
import { geofenceToLatLngs, viewFor, type MapPoint, type MapView } from './mapGeometry';
import { carWord } from '../../../shared/intl/carWords';
import './bookingMap.css';

export type { MapPoint } from './mapGeometry';
export type PlaceKind = 'pickup' | 'drop';

export interface BookingMapProps {
  center: MapPoint;
  pickup: MapPoint | null;
  drop: MapPoint | null;
  onPick: (which: PlaceKind, point: MapPoint) => void;
  active: PlaceKind;
  geofenceJson?: string | null;
  cars?: readonly NearbyDriverItem[];
}

/** Zoom of a city-wide view; fitting two markers zooms in no further than FIT_MAX_ZOOM. */
export const DEFAULT_ZOOM = 13;
const FIT_MAX_ZOOM = 16;
const FIT_PADDING: [number, number] = [48, 48];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A pin with a round (pickup) or square (drop) centre, so the two differ without colour too. */
function pinIcon(kind: PlaceKind, label: string): DivIcon {
  const centre =
    kind === 'pickup'
      ? '<circle class="booking-map__pin-mark" cx="16" cy="15" r="6"/>'
      : '<rect class="booking-map__pin-mark" x="10" y="9" width="12" height="12" rx="1"/>';
  return divIcon({
    className: `booking-map__pin booking-map__pin--${kind}`,
    html:
      '<svg class="booking-map__pin-svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
      '<path class="booking-map__pin-body" d="M16 1C7.7 1 1 7.6 1 15.6 1 26.8 16 41 16 41s15-14.2 15-25.4C31 7.6 24.3 1 16 1z"/>' +
      `${centre}</svg><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });
}

/** A car seen from above in a round badge: told apart from the pins by shape, not colour alone. */
function carIcon(label: string): DivIcon {
  return divIcon({
    className: 'booking-map__car',
    html:
      '<svg class="booking-map__car-svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' +
      '<circle class="booking-map__car-badge" cx="12" cy="12" r="11"/>' +
      '<rect class="booking-map__car-body" x="8" y="4.5" width="8" height="15" rx="3"/>' +
      '<rect class="booking-map__car-glass" x="9.5" y="8" width="5" height="3" rx="1"/>' +
      `</svg><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });
}

function CarMarker({ car }: { car: NearbyDriverItem }) {
  const { t } = useTranslation('places');
  const { t: tc } = useTranslation('common');
  const label = t('map.car', { car: carWord(tc, 'type', car.car_name), count: car.eta_min });
  const icon = useMemo(() => carIcon(label), [label]);
  return (
    <Marker
      key={label} // the title is read when the marker is created
      position={[car.d_lat, car.d_lng]}
      icon={icon}
      title={label}
      interactive={false}
      keyboard={false}
      zIndexOffset={-1000} // under the pickup and drop pins
    />
  );
}

const toPoint = ({ lat, lng }: { lat: number; lng: number }): MapPoint => ({ lat, lng });

function PlaceMarker({
  kind,
  point,
  label,
  onPick,
}: {
  kind: PlaceKind;
  point: MapPoint;
  label: string;
  onPick: BookingMapProps['onPick'];
}) {
  const icon = useMemo(() => pinIcon(kind, label), [kind, label]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => onPick(kind, toPoint((event.target as LeafletMarker).getLatLng())),
    }),
    [kind, onPick],
  );
  return (
    <Marker
      key={label} // the title is read when the marker is created
      position={[point.lat, point.lng]}
      icon={icon}
      title={label}
      draggable
      autoPan
      // not a tab stop: a focusable marker would be a button that does nothing by keyboard
      keyboard={false}
      eventHandlers={handlers}
    />
  );
}

/** A click on the map sets the active place. */
function ClickToPick({ active, onPick }: Pick<BookingMapProps, 'active' | 'onPick'>) {
  useMapEvents({ click: (event) => onPick(active, toPoint(event.latlng)) });
  return null;
}

/** Names the map's focusable container (react-leaflet does not pass ARIA props through). */
function MapLabel({ label, describedBy }: { label: string; describedBy: string }) {
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
function FollowView({ center, pickup, drop }: Pick<BookingMapProps, 'center' | 'pickup' | 'drop'>) {
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

export function BookingMap({
  center,
  pickup,
  drop,
  onPick,
  active,
  geofenceJson,
  cars = [],
}: BookingMapProps) {
  const { t, i18n } = useTranslation('places');
  const hintId = useId();
  const positions = useMemo(() => geofenceToLatLngs(geofenceJson), [geofenceJson]);
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileLoaded = useRef(false);
  const tileHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        tileLoaded.current = true;
        setTilesFailed(false);
      },
      tileerror: () => {
        if (!tileLoaded.current) setTilesFailed(true);
      },
    }),
    [],
  );
  const pickupLabel = t('map.pickup');
  const dropLabel = t('map.drop');

  return (
    <div className="booking-map">
      <MapContainer
        className="booking-map__canvas"
        center={[center.lat, center.lng]}
        zoom={DEFAULT_ZOOM}
        zoomControl={false}
      >
        <MapLabel
          label={active === 'pickup' ? t('map.labelPickup') : t('map.labelDrop')}
          describedBy={hintId}
        />
        <ZoomControl
          key={i18n.language} // the titles are read when the control is created
          position="topright"
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <TileLayer
          url={config.mapTileUrl}
          attribution={config.mapTileAttribution}
          referrerPolicy="strict-origin-when-cross-origin"
          eventHandlers={tileHandlers}
        />
        {positions.length > 0 ? (
          <Polygon
            positions={positions}
            interactive={false}
            // creation options (className is read only then); colours come from the stylesheet
            className="booking-map__geofence"
            weight={2}
            fillOpacity={0.06}
          />
        ) : null}
        <ClickToPick active={active} onPick={onPick} />
        {cars.map((car) => (
          <CarMarker key={car.driver_id} car={car} />
        ))}
        {pickup ? (
          <PlaceMarker kind="pickup" point={pickup} label={pickupLabel} onPick={onPick} />
        ) : null}
        {drop ? <PlaceMarker kind="drop" point={drop} label={dropLabel} onPick={onPick} /> : null}
        <FollowView center={center} pickup={pickup} drop={drop} />
      </MapContainer>
      <p id={hintId} className="visually-hidden">
        {t('map.hint')}
      </p>
      {tilesFailed ? (
        <p className="booking-map__notice" role="status">
          {t('map.tilesFailed')}
        </p>
      ) : null}
    </div>
  );
}
