import { useCallback } from 'react';
import { useCities } from './useCities';
import { cityTzOffset } from '../../shared/settings/cityTime';
import { useSettings } from '../../shared/settings/useSettings';

export interface CityTzOffset {
  /** Hours from UTC of a trip's city (see `cityTzOffset`). */
  offsetOf: (cityId?: number) => number;
  /** True while the service's offset, or else the cities', is still being fetched. */
  pending: boolean;
}

/**
 * The offset a trip's times show in, as the booking screens take it: the service's tz_offset
 * setting, else the trip's city's, else UTC. Pages wait while `pending` rather than show a time
 * that moves when the offset arrives.
 */
export function useCityTzOffset(): CityTzOffset {
  const settings = useSettings();
  const { cities, isLoading: citiesLoading } = useCities();
  const offsetOf = useCallback(
    (cityId?: number) => cityTzOffset(settings.tzOffset, cities, cityId),
    [settings.tzOffset, cities],
  );
  return {
    offsetOf,
    pending: settings.tzOffset === undefined && (settings.isLoading || citiesLoading),
  };
}
