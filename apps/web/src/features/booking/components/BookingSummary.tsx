import { useTranslation } from 'react-i18next';
import type { FareEstimate } from '@fairfare/contracts/booking';
import { summaryRows } from '../model/summaryRows';
import { useCategories } from '../../../shared/api/categories';
import './BookingSummary.css';

interface BookingSummaryProps {
  /** The chosen category's fare; undefined until there is a trip and a category. */
  estimate: FareEstimate | undefined;
  estimating: boolean;
  offer: number | null;
  promo: { discount: number; pay_amount: number } | null;
}

/** The booking summary of docs/product/data.md as a definition list, or what is still missing for it. */
export function BookingSummary({ estimate, estimating, offer, promo }: BookingSummaryProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // the category list the picker already read, named in the interface language
  const categories = useCategories(estimate?.city_id);
  const categoryName = categories.data?.find(
    (c) => c.category_id === estimate?.category_id,
  )?.category_name;

  let body;
  if (estimating) {
    body = (
      <div role="status" aria-label={t('summary.loading')}>
        <span className="visually-hidden">{t('summary.loading')}</span>
        <div className="summary-skeleton" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="skeleton summary-skeleton__row" />
          ))}
        </div>
      </div>
    );
  } else if (!estimate) {
    body = <p className="booking-summary__empty">{t('summary.empty')}</p>;
  } else {
    body = (
      <dl className="summary-list">
        {summaryRows({ estimate, offer, promo, categoryName }, language).map((row) => (
          <div
            key={row.id}
            className={
              row.emphasis ? 'summary-list__row summary-list__row--strong' : 'summary-list__row'
            }
            data-row={row.id}
          >
            <dt>{t(`summary.${row.label}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section className="panel booking-card booking-summary" aria-labelledby="booking-summary-title">
      <h2 className="booking-card__title" id="booking-summary-title">
        {t('summary.title')}
      </h2>
      {body}
    </section>
  );
}
