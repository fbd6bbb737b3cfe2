import { useEffect, useMemo, useState } from 'react';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import { useCategories } from '../../../shared/api/categories';
import { findCityForPoint } from '../../../domain/cities/findCityForPoint';
import type { CachedCity } from '../../../domain/cities/mergeCities';
import { usePayOptions } from '../../../domain/cities/payOptions';
import { useCity } from '../../../domain/cities/useCity';
import type { BookingFormApi } from './useBookingForm';

/**
 * The city the rider chose (the form's start, then the city select), and what the form's checks
 * need of the cities: the time offset (the settings', else the chosen city's) and `cityOf`, the
 * city whose geofence holds a point (null: none; undefined: the cities are not known yet).
 */
export function useCityChoice(
  initialCityId: number,
  cities: CachedCity[] | undefined,
  settingsTzOffset: number | undefined,
) {
  const [chosenCityId, setChosenCityId] = useState(initialCityId);
  const tzOffset =
    settingsTzOffset ?? cities?.find((c) => c.city_id === chosenCityId)?.tz_offset ?? 0;
  const cityOf = useMemo(
    () =>
      (point: LatLng): number | null | undefined =>
        cities ? (findCityForPoint(cities, point.lat, point.lng)?.city_id ?? null) : undefined,
    [cities],
  );
  // the same object while nothing in it changed: the form's fields render again only then
  return useMemo(
    () => ({ cities, chosenCityId, setChosenCityId, tzOffset, cityOf }),
    [cities, chosenCityId, tzOffset, cityOf],
  );
}

export type CityChoice = ReturnType<typeof useCityChoice>;

/**
 * The screen's city: the one whose geofence holds the pickup, else the one chosen; with its
 * categories and payment methods. A payment method the city does not offer is forgotten, and
 * choosing another city starts the route, the category and the offer afresh (`changeCity`).
 */
export function useBookingCity(choice: CityChoice, pickup: Place | null, form: BookingFormApi) {
  const { getValues, setValue } = form;
  const pickupCityId = pickup ? choice.cityOf(pickup) : undefined;
  const cityId = typeof pickupCityId === 'number' ? pickupCityId : choice.chosenCityId;
  const cityInfo = useCity(cityId);
  const city = cityInfo.city ?? choice.cities?.find((c) => c.city_id === cityId);
  const categories = useCategories(cityId);
  // the city's methods from cityapi/getcity, else from the city cache while it is not there
  const cachedPayOptions = usePayOptions(city?.city_pay_options);
  const payOptions = cityInfo.payOptions.length > 0 ? cityInfo.payOptions : cachedPayOptions;

  const payValues = payOptions.map((o) => o.value).join('|');
  useEffect(() => {
    if (payValues === '') return;
    const current = getValues('payMode');
    if (current !== '' && !payValues.split('|').includes(current)) setValue('payMode', '');
  }, [payValues, getValues, setValue]);

  const changeCity = (next: number) => {
    choice.setChosenCityId(next);
    for (const field of ['pickup', 'drop'] as const) setValue(field, null);
    setValue('categoryId', '');
    setValue('offer', '');
  };

  return {
    pickupCityId,
    cityId,
    city,
    categories,
    payOptions,
    payOptionsLoading: cityInfo.isLoading,
    changeCity,
  };
}

export type BookingCity = ReturnType<typeof useBookingCity>;
