import type { CityNow } from '@fairfare/contracts/city-now';
import type { MapMark } from '../../shared/map/mapShapes';

/** The live view's marks: each online driver (free or busy) and each open request's pickup. */
export function marksOf(now: CityNow): MapMark[] {
  return [
    ...now.online_drivers.map((driver): MapMark => ({
      id: `driver-${driver.driver_id}`,
      lat: driver.lat,
      lng: driver.lng,
      kind: driver.busy ? 'busy' : 'free',
      label: `${driver.name}, ${driver.busy ? 'on a ride' : 'free'}`,
    })),
    ...now.open_requests.map((request): MapMark => ({
      id: `request-${request.trip_id}`,
      lat: request.lat,
      lng: request.lng,
      kind: 'request',
      label: `Request ${request.trip_id} from ${request.from}`,
    })),
  ];
}
