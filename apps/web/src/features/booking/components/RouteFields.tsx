import { memo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CachedCity } from '../../../domain/cities/mergeCities';
import { useCurrentPosition } from '../../../shared/hooks/useCurrentPosition';
import { PlaceSearchField } from '../../../domain/places/PlaceSearchField';
import { usePlaceSuggestions } from '../../../domain/places/suggestions';
import { useIsLoggedIn } from '../../../shared/session/hooks';
import type { PlacePicking } from '../hooks/usePlacePicking';
import { DROP_ID, PICKUP_ID } from '../routeIds';
import { CitySelect } from './CitySelect';
import { LocateIcon } from './LocateIcon';
import type { BookingFormValues } from '../model/formValues';
import type { BookingCheckContext } from '../model/validate';
import './RouteFields.css';

interface RouteFieldsProps {
  control: Control<BookingFormValues, BookingCheckContext>;
  /** The cities served: a city select when there are several. */
  cities: CachedCity[];
  cityId: number;
  onCityChange: (cityId: number) => void;
  places: PlacePicking;
  pickupError: string | null;
  dropError: string | null;
}

/**
 * The route card: the city (when several are served), the pickup with "Use my location", and the
 * drop. Focusing a place makes it the one a click on the map sets. A logged-in rider's saved
 * places, then recent places, are offered first in both (issue 14). Memoised: the first field
 * renders again only when its own props change, not with every render of the form on mount (its
 * data, its second pass), so a key reaches it sooner (issue 27, decision 044).
 */
export const RouteFields = memo(function RouteFields({
  control,
  cities,
  cityId,
  onCityChange,
  places,
  pickupError,
  dropError,
}: RouteFieldsProps) {
  const { t } = useTranslation(['booking', 'places']);
  const position = useCurrentPosition();
  const suggestions = usePlaceSuggestions(useIsLoggedIn());
  // Each end's search ranks places nearest the other end first, when it is chosen: the drop-off
  // around the pickup (where the rider will be), the pickup around the drop-off; else around
  // the city's middle (issue 38).
  const [pickup, drop] = useWatch({ control, name: ['pickup', 'drop'] });

  const onLocate = async () => {
    try {
      places.pickPoint('pickup', await position.locate());
    } catch {
      // the hook's translated error shows under the pickup
    }
  };

  return (
    <fieldset className="panel booking-card">
      <legend className="booking-card__title">{t('route.legend')}</legend>
      <CitySelect
        cities={cities}
        value={cityId}
        onChange={(event) => onCityChange(Number(event.target.value))}
      />
      <Controller
        control={control}
        name="pickup"
        render={({ field }) => (
          <PlaceSearchField
            id={PICKUP_ID}
            label={t('route.pickup')}
            placeholder={t('route.pickupPlaceholder')}
            cityId={cityId}
            near={drop}
            value={field.value}
            onChange={(place) => places.setPlace('pickup', place)}
            onFocus={() => places.setMapTarget('pickup')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={pickupError}
            note={position.error}
            suggestions={suggestions}
            takeOver
          >
            <button
              type="button"
              className="button button--secondary place-field__locate"
              onClick={() => void onLocate()}
              aria-disabled={position.isLocating || undefined}
            >
              <LocateIcon />
              {position.isLocating
                ? t('location.locating', { ns: 'places' })
                : t('location.use', { ns: 'places' })}
            </button>
          </PlaceSearchField>
        )}
      />
      <Controller
        control={control}
        name="drop"
        render={({ field }) => (
          <PlaceSearchField
            id={DROP_ID}
            label={t('route.drop')}
            placeholder={t('route.dropPlaceholder')}
            cityId={cityId}
            near={pickup}
            value={field.value}
            onChange={(place) => places.setPlace('drop', place)}
            onFocus={() => places.setMapTarget('drop')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={dropError}
            suggestions={suggestions}
            takeOver
          />
        )}
      />
    </fieldset>
  );
});
