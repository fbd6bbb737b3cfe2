import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { SelectField } from '../../shared/ui/form/TextField';
import { staffCitiesQuery } from './cities';
import { useTranslation } from 'react-i18next';

interface CityPickerProps {
  id: string;
  cityId: number | null;
  onPick: (cityId: number) => void;
}

/** "City": the cities the staff member may see; the first is picked until they choose one. */
export function CityPicker({ id, cityId, onPick }: CityPickerProps) {
  const { t } = useTranslation('ops');
  const cities = useQuery(staffCitiesQuery);
  const first = cities.data?.[0]?.city_id;
  useEffect(() => {
    if (cityId === null && first !== undefined) onPick(first);
  }, [cityId, first, onPick]);

  if (cities.isPending) return <Spinner inline label={t('common.loadingCities')} />;
  if (cities.isError)
    return <LoadError message={t('common.citiesFailed')} onRetry={() => void cities.refetch()} />;
  if (cities.data.length === 0) return <p>{t('common.noCity')}</p>;
  return (
    <div className="ops-filters">
      <SelectField
        id={id}
        label={t('common.city')}
        value={cityId ?? ''}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {cities.data.map((city) => (
          <option key={city.city_id} value={city.city_id}>
            {city.city_name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
