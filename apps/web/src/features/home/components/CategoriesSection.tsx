import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../../shared/api/categories';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { CategoryIcon } from '../../../shared/ui/CategoryIcon';
import { LoadError } from '../../../shared/ui/LoadError';
import { CardSkeletons } from '../../../shared/ui/CardSkeletons';

/** The ride categories of the default city, from `categoryapi/getcategories`. */
export function CategoriesSection() {
  const { t } = useTranslation('home');
  const formatMoney = useFormatMoney();
  const categories = useCategories();

  let body;
  if (categories.isPending) {
    body = <CardSkeletons count={4} label={t('categories.loading')} />;
  } else if (categories.isError) {
    body = <LoadError message={t('categories.error')} onRetry={() => void categories.refetch()} />;
  } else if (categories.data.length === 0) {
    body = <p className="notice">{t('categories.empty')}</p>;
  } else {
    body = (
      <ul className="category-grid">
        {categories.data.map((category) => (
          <li key={category.category_id} className="category-card">
            <span className="category-card__icon">
              <CategoryIcon name={category.icon} />
            </span>
            <h3>{category.category_name}</h3>
            <p>{category.category_desc}</p>
            <p className="category-card__meta">
              <span>{t('categories.seats', { count: category.seats })}</span>
              <span>
                {t('categories.minFare', {
                  amount: formatMoney(category.min_fare, category.currency),
                })}
              </span>
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="home-section home-section--alt" aria-labelledby="categories-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="categories-title">{t('categories.title')}</h2>
          <p>{t('categories.lead')}</p>
        </div>
        {body}
        <p className="home-section__more">
          <Link to="/services">{t('categories.allFares')}</Link>
        </p>
      </div>
    </section>
  );
}
