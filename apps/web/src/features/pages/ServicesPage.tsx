import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../shared/api/categories';
import { useCities } from '../../domain/cities/useCities';
import { config } from '../../shared/config';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useFormatMoney } from '../../shared/hooks/useFormatMoney';
import { CardSkeletons } from '../../shared/ui/CardSkeletons';
import { CategoryIcon } from '../../shared/ui/CategoryIcon';
import { LoadError } from '../../shared/ui/LoadError';
import { readTitledTexts } from './sections';
import './pages.css';

/** `/services`: what FairFare offers and the fares of each category in the default city. */
export function ServicesPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('services.title'));
  const offers = readTitledTexts(t, 'services.offers');

  return (
    <div className="page container">
      <div className="page__header">
        <p className="eyebrow">{t('services.eyebrow')}</p>
        <h1>{t('services.title')}</h1>
        <p className="page__lead">{t('services.lead')}</p>
      </div>
      <ul className="offer-grid">
        {offers.map((offer) => (
          <li key={offer.title} className="offer-card">
            <h2>{offer.title}</h2>
            <p>{offer.text}</p>
          </li>
        ))}
      </ul>
      <Fares />
    </div>
  );
}

function Fares() {
  const { t } = useTranslation('pages');
  const formatMoney = useFormatMoney();
  const categories = useCategories(config.defaultCityId);
  const { cities } = useCities();
  const city = cities?.find((c) => c.city_id === config.defaultCityId);
  const title = city
    ? t('services.fares.title', { city: city.city_name })
    : t('services.fares.titleDefault');

  let body;
  if (categories.isPending) {
    body = <CardSkeletons count={4} label={t('services.fares.loading')} />;
  } else if (categories.isError) {
    body = (
      <LoadError message={t('services.fares.error')} onRetry={() => void categories.refetch()} />
    );
  } else if (categories.data.length === 0) {
    body = <p className="notice">{t('services.fares.empty')}</p>;
  } else {
    body = (
      <ul className="fare-grid">
        {categories.data.map((category) => {
          const money = (amount: number) => formatMoney(amount, category.currency);
          return (
            <li key={category.category_id} className="fare-card">
              <div className="fare-card__head">
                <span className="fare-card__icon">
                  <CategoryIcon name={category.icon} />
                </span>
                <div>
                  <h3>{category.category_name}</h3>
                  <p className="fare-card__seats">
                    {t('services.fares.seats', { count: category.seats })}
                  </p>
                </div>
              </div>
              <p className="fare-card__desc">{category.category_desc}</p>
              <dl className="fare-card__prices">
                <div>
                  <dt>{t('services.fares.baseFare')}</dt>
                  <dd>{money(category.base_fare)}</dd>
                </div>
                <div>
                  <dt>{t('services.fares.perKm')}</dt>
                  <dd>{money(category.per_km)}</dd>
                </div>
                <div>
                  <dt>{t('services.fares.perMin')}</dt>
                  <dd>{money(category.per_min)}</dd>
                </div>
                <div>
                  <dt>{t('services.fares.minFare')}</dt>
                  <dd>{money(category.min_fare)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="fares" aria-labelledby="fares-title">
      <h2 id="fares-title">{title}</h2>
      <p className="fares__lead">{t('services.fares.lead')}</p>
      {body}
      <p className="fares__cta">
        <Link to="/booknow" className="button button--primary">
          {t('services.fares.cta')}
        </Link>
      </p>
    </section>
  );
}
