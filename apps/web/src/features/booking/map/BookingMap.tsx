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
import type { LeafletEventHandlerFnMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Polygon, TileLayer, ZoomControl } from 'react-leaflet';
import { config } from '../../../shared/config';
import { geofenceToLatLngs } from './mapGeometry';
import { CarMarker, ClickToPick, PlaceMarker } from './mapMarkers';
import type { BookingMapProps } from './mapTypes';
import { FollowView, MapLabel } from './mapView';
import './bookingMap.css';

export type { MapPoint } from './mapGeometry';
export type { BookingMapProps, PlaceKind } from './mapTypes';

/** Zoom of a city-wide view; fitting two markers zooms in no further than FIT_MAX_ZOOM (mapView). */
export const DEFAULT_ZOOM = 13;

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
