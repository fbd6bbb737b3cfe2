import { useTranslation } from 'react-i18next';
import { reloadCities, useCities } from '../../../domain/cities/useCities';
import { LoadError } from '../../../shared/ui/LoadError';

/** The cities served, from the city cache (`commonapi/getallinone`). */
export function CitiesSection() {
  const { t } = useTranslation('home');
  const { cities, error } = useCities();

  let body;
  if (cities === undefined && error === undefined) {
    body = (
      <div role="status" aria-label={t('cities.loading')}>
        <span className="visually-hidden">{t('cities.loading')}</span>
        <div className="city-list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <span key={index} className="skeleton city-list__skeleton" />
          ))}
        </div>
      </div>
    );
  } else if (cities === undefined) {
    body = <LoadError message={t('cities.error')} onRetry={reloadCities} />;
  } else if (cities.length === 0) {
    body = <p className="notice">{t('cities.empty')}</p>;
  } else {
    body = (
      <ul className="city-list">
        {cities.map((city) => (
          <li key={city.city_id} className="city-list__item">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M12 2.5c-4 0-7 3-7 6.9 0 5.3 7 12.1 7 12.1s7-6.8 7-12.1c0-3.9-3-6.9-7-6.9zm0 9.5a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2z"
                fill="currentColor"
              />
            </svg>
            <span>
              <strong>{city.city_name}</strong>
              <span className="city-list__region">
                {[city.city_state, city.city_country].filter(Boolean).join(', ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="home-section" aria-labelledby="cities-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="cities-title">{t('cities.title')}</h2>
          <p>{t('cities.lead')}</p>
        </div>
        {body}
      </div>
    </section>
  );
}
