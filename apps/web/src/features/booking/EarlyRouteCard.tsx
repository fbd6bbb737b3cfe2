import { useTranslation } from 'react-i18next';
import { useCitySeed } from '../../domain/cities/citySeed';
import { EarlyPlaceField } from '../../domain/places/EarlyPlaceField';
import { config } from '../../shared/config';
import { CitySelect } from './components/CitySelect';
import { LocateIcon } from './components/LocateIcon';
import { DROP_ID, PICKUP_ID } from './routeIds';

/**
 * The booking form's route card as the page's first paint shows it, before the form's scripts
 * (decision 068): the pickup and the drop-off already take text (the form's place fields take it
 * over), the city and "Use my location" are there, disabled, where the form puts them, so that
 * nothing moves when the form comes. In the form's grid, so that it has the width the form's has
 * beside the map.
 */
export function EarlyRouteCard() {
  const { t } = useTranslation(['booking', 'places']);
  const cities = useCitySeed()?.cities ?? [];
  return (
    <div className="booking-grid booking-page__early-route">
      <div className="booking-grid__main">
        <fieldset className="panel booking-card">
          <legend className="booking-card__title">{t('route.legend')}</legend>
          <CitySelect cities={cities} defaultValue={config.defaultCityId} disabled />
          <EarlyPlaceField
            id={PICKUP_ID}
            label={t('route.pickup')}
            placeholder={t('route.pickupPlaceholder')}
          >
            <button type="button" className="button button--secondary place-field__locate" disabled>
              <LocateIcon />
              {t('location.use', { ns: 'places' })}
            </button>
          </EarlyPlaceField>
          <EarlyPlaceField
            id={DROP_ID}
            label={t('route.drop')}
            placeholder={t('route.dropPlaceholder')}
          />
        </fieldset>
      </div>
    </div>
  );
}
