import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { CachedCity } from '../../../domain/cities/mergeCities';
import { SelectField } from '../../../shared/ui/form/TextField';

type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'children'>;

/**
 * The route card's city select, when several cities are served (nothing otherwise): the form's,
 * and the same, disabled, in the card the page's first paint shows (EarlyRouteCard).
 */
export function CitySelect({ cities, ...select }: { cities: CachedCity[] } & SelectProps) {
  const { t } = useTranslation('booking');
  if (cities.length <= 1) return null;
  return (
    <SelectField
      id="booking-city"
      label={t('route.city')}
      fieldClassName="route-fields__city"
      {...select}
    >
      {cities.map((c) => (
        <option key={c.city_id} value={c.city_id}>
          {c.city_name}, {c.city_state}
        </option>
      ))}
    </SelectField>
  );
}
