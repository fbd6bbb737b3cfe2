import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../shared/hooks/useFormatNumber';
import { STAR_COUNT, STAR_SIZE, starFill } from './stars';
import { StarIcon } from './StarIcon';
import './rating.css';

/** A given rating as stars (read-only), named 'Rated 4.5 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('ride');
  const formatNumber = useFormatNumber();
  const shown = formatNumber(rating);
  return (
    <span className="stars" role="img" aria-label={t('rating.rated', { rating: shown })}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <StarIcon key={i} fill={starFill(rating, i + 1)} size={STAR_SIZE} />
      ))}
    </span>
  );
}
