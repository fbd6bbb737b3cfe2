import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_COUNT, STAR_SIZE, starFill } from '../model/stars';
import { StarIcon } from './StarIcon';

interface StarRatingProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * The star rating input (spec §2 ride overlay 4, §9: 5 stars, half steps, size 15, gold): a
 * radiogroup 'Rating' of native radios '0.5 stars' … '5 stars', so arrows, Tab and screen readers
 * work as usual. Each star holds two radios over its halves: the left half is the half step.
 */
export function StarRating({ value, onChange, disabled = false, describedBy }: StarRatingProps) {
  const { t, i18n } = useTranslation('ride');
  const name = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div
      role="radiogroup"
      aria-label={t('rating.label')}
      aria-describedby={describedBy}
      className="star-rating"
    >
      {Array.from({ length: STAR_COUNT }, (_, i) => {
        const star = i + 1;
        return (
          <span key={star} className="star-rating__star">
            <StarIcon fill={starFill(value, star)} size={STAR_SIZE} />
            {[star - 0.5, star].map((step, half) => (
              <input
                key={step}
                type="radio"
                name={name}
                value={step}
                checked={value === step}
                disabled={disabled}
                className={`star-rating__half star-rating__half--${half === 0 ? 'left' : 'right'}`}
                aria-label={t('rating.stars', { count: step, value: number.format(step) })}
                onChange={() => onChange(step)}
              />
            ))}
          </span>
        );
      })}
    </div>
  );
}
