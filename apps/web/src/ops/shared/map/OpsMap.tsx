/**
 * A city on a map for the back office (Leaflet, the library the riders' booking map uses): the
 * geofence outlined and marks for drivers and requests. Load it through `LazyOpsMap`, so Leaflet
 * is fetched only by the screens that show a map. The map is a picture of what the screen also
 * says in text (tables, counts), so marks take no focus; each names itself for screen readers.
 * Marks are div icons with CSS classes (the CSP has style-src 'self': no style attributes).
 */
import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Polygon,
  Polyline,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { config } from '../../../shared/config';
import {
  boundsOf,
  geofencePositions,
  marksFrame,
  type LatLngTuple,
  type MapMark,
} from './mapShapes';
import './opsMap.css';
import { EditableArea, type EditableAreaProps } from './EditableArea';

export interface OpsMapProps {
  /** The map's accessible name. */
  label: string;
  center: { lat: number; lng: number };
  /** GeoJSON (value or text); outlined when it is a polygon. */
  geofence?: unknown;
  marks?: readonly MapMark[];
  /**
   * Without a geofence, frame the marks shown first (a live view's later marks move within it:
   * the view does not jump under the person looking at it).
   */
  frameFirstMarks?: boolean;
  /** Drawing an area: the corners set so far, and what a click on the map adds. */
  drawing?: { points: readonly LatLngTuple[]; onAdd: (point: LatLngTuple) => void };
  /** Moving the geofence's corners: each moved corner hands the new shape (GeoJSON) back. */
  editing?: { onChange: EditableAreaProps['onChange'] };
}

const CITY_ZOOM = 12;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function markIcon(mark: MapMark) {
  return divIcon({
    className: `ops-map__mark ops-map__mark--${mark.kind}`,
    html: `<span class="ops-map__shape"></span><span class="visually-hidden">${escapeHtml(mark.label)}</span>`,
    iconSize: [14, 14],
    iconAnchor: [7, 7],
  });
}

function Mark({ mark }: { mark: MapMark }) {
  const icon = useMemo(() => markIcon(mark), [mark]);
  return (
    <Marker
      position={[mark.lat, mark.lng]}
      icon={icon}
      title={mark.label}
      interactive={false}
      keyboard={false}
    />
  );
}

/**
 * Names the map's container, keeps the view on the geofence (or the centre), and the map's size
 * in step with its box (it is laid out after Leaflet measured it, when it replaces the placeholder).
 */
function FrameCity({ label, frame }: { label: string; frame: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    const bounds = JSON.parse(frame) as ReturnType<typeof boundsOf>;
    const fit = () => {
      const size = map.getSize();
      if (bounds && size.x > 0 && size.y > 0)
        map.fitBounds(bounds, { padding: [16, 16], animate: false });
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, frame]);
  return null;
}

/** Each click on the map adds a corner of the area being drawn, outlined as it grows. */
function DrawArea({ points, onAdd }: NonNullable<OpsMapProps['drawing']>) {
  useMapEvents({ click: (event) => onAdd([event.latlng.lat, event.latlng.lng]) });
  const line = points.length > 2 ? [...points, points[0]!] : points;
  return (
    <>
      <Polyline positions={[...line]} interactive={false} className="ops-map__drawn" weight={2} />
      {points.map((point, index) => (
        <CircleMarker
          key={index}
          center={point}
          radius={4}
          interactive={false}
          className="ops-map__corner"
        />
      ))}
    </>
  );
}

export function OpsMap(props: OpsMapProps) {
  const { label, center, geofence, marks = [], drawing, editing, frameFirstMarks = false } = props;
  const positions = useMemo(() => geofencePositions(geofence), [geofence]);
  const [firstMarks] = useState(() =>
    frameFirstMarks ? marksFrame(marks.map((m): LatLngTuple => [m.lat, m.lng])) : null,
  );
  const frame = JSON.stringify(boundsOf(positions.flat(2)) ?? firstMarks);
  return (
    <div className={drawing ? 'ops-map ops-map--drawing' : 'ops-map'}>
      <MapContainer className="ops-map__canvas" center={[center.lat, center.lng]} zoom={CITY_ZOOM}>
        <FrameCity label={label} frame={frame} />
        <TileLayer
          url={config.mapTileUrl}
          attribution={config.mapTileAttribution}
          referrerPolicy="strict-origin-when-cross-origin"
        />
        {editing && positions.length > 0 ? (
          <EditableArea positions={positions} onChange={editing.onChange} />
        ) : null}
        {!editing && positions.length > 0 ? (
          <Polygon
            positions={positions}
            interactive={false}
            className="ops-map__geofence"
            weight={2}
            fillOpacity={0.08}
          />
        ) : null}
        {marks.map((mark) => (
          <Mark key={mark.id} mark={mark} />
        ))}
        {drawing ? <DrawArea {...drawing} /> : null}
      </MapContainer>
    </div>
  );
}
