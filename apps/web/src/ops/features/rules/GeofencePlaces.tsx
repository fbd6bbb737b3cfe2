import type { CityRules } from '@fairfare/contracts/money-rules';
import { placesInside } from './geofenceText';
import { useTranslation } from 'react-i18next';

/**
 * Before saving: which of the city's known places the area in the GeoJSON box holds (riders can
 * be picked up there) and which it leaves out, so a corner moved too far is seen at once.
 */
export function GeofencePlaces({ geofence, rules }: { geofence: unknown; rules: CityRules }) {
  const { t } = useTranslation('ops');
  const split = placesInside(geofence, rules.places);
  if (!split || rules.places.length === 0) return null;
  return (
    <div className="ops-places" role="status">
      <p>
        {t('rules.placesInside', {
          inside: split.inside.length,
          total: rules.places.length,
          city: rules.city_name,
        })}
      </p>
      {split.outside.length > 0 ? (
        <details>
          <summary>{t('rules.outside', { n: split.outside.length })}</summary>
          <ul>
            {split.outside.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
