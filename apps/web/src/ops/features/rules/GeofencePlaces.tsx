import type { CityRules } from '@fairfare/contracts/money-rules';
import { placesInside } from './geofenceText';

/**
 * Before saving: which of the city's known places the area in the GeoJSON box holds (riders can
 * be picked up there) and which it leaves out, so a corner moved too far is seen at once.
 */
export function GeofencePlaces({ geofence, rules }: { geofence: unknown; rules: CityRules }) {
  const split = placesInside(geofence, rules.places);
  if (!split || rules.places.length === 0) return null;
  return (
    <div className="ops-places" role="status">
      <p>
        {split.inside.length} of {rules.places.length} places of {rules.city_name} are inside this
        area.
      </p>
      {split.outside.length > 0 ? (
        <details>
          <summary>Outside: {split.outside.length}</summary>
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
