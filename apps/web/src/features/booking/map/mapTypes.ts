import type { NearbyDriverItem } from '@fairfare/contracts/nearby-drivers';
import type { MapPoint } from './mapGeometry';

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
