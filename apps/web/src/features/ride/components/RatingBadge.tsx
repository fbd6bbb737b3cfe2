import { useTranslation } from 'react-i18next';
import { formatRating, ratingColour } from '../model/display';

/** The driver's rating, coloured green at 4+, amber at 3+, orange below (docs/product/constants.md). */
export function RatingBadge({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation('ride');
  const shown = formatRating(rating, i18n.resolvedLanguage ?? i18n.language);
  return (
    <span className={`rating-badge rating-badge--${ratingColour(rating)}`}>
      <span aria-hidden="true">★ {shown}</span>
      <span className="visually-hidden">{t('driver.rating', { rating: shown })}</span>
      <span className="rating-badge__count">({t('driver.ratingCount', { count })})</span>
    </span>
  );
}
