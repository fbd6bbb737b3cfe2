import type { TFunction } from 'i18next';
import type { CityNow } from '@fairfare/contracts/city-now';
import type { MapMark } from '../../shared/map/mapShapes';

/** The live view's marks: each online driver (free or busy) and each open request's pickup. */
export function marksOf(now: CityNow, t: TFunction): MapMark[] {
  return [
    ...now.online_drivers.map((driver): MapMark => ({
      id: `driver-${driver.driver_id}`,
      lat: driver.lat,
      lng: driver.lng,
      kind: driver.busy ? 'busy' : 'free',
      label: t(driver.busy ? 'now.driverBusy' : 'now.driverFree', { name: driver.name }),
    })),
    ...now.open_requests.map((request): MapMark => ({
      id: `request-${request.trip_id}`,
      lat: request.lat,
      lng: request.lng,
      kind: 'request',
      label: t('now.requestMark', { tripId: request.trip_id, from: request.from }),
    })),
  ];
}
