import {
  divIcon,
  type DivIcon,
  type LeafletEventHandlerFnMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyDriverItem } from '@fairfare/contracts/nearby-drivers';
import { Marker, useMapEvents } from 'react-leaflet';
import { carWord } from '../../../shared/intl/carWords';
import type { MapPoint } from './mapGeometry';
import type { BookingMapProps, PlaceKind } from './mapTypes';

// The booking map's marks: the pickup and drop pins (draggable), the cars nearby (not
// interactive), and the click that sets the active place. Div icons with inline SVG and CSS
// classes: the CSP has style-src 'self', so no inline style attributes.

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

export function CarMarker({ car }: { car: NearbyDriverItem }) {
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

export function PlaceMarker({
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
export function ClickToPick({ active, onPick }: Pick<BookingMapProps, 'active' | 'onPick'>) {
  useMapEvents({ click: (event) => onPick(active, toPoint(event.latlng)) });
  return null;
}
