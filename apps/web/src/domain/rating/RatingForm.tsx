import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, rateActionSchema, type Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../shared/api/errorText';
import { DialogError } from '../../shared/ui/dialog/DialogParts';
import { useRateTrip } from './rate-trip';
import { StarRating } from './StarRating';

/** What rating a trip needs of it. */
export type RatedTrip = Pick<Trip, 'trip_id' | 'trip_rating' | 'trip_feedback'>;

interface RatingFormProps {
  /** The trip to rate (a receipt has these too). */
  trip: RatedTrip;
  /** The rating is saved: the trip as the server answered it. */
  onRated: (trip: Trip) => void;
}

/**
 * Rates the driver (docs/product/screens.md ride overlay 4; My Account for a trip not rated yet): stars, a
 * feedback text and 'Submit Feedback' (`tripapi/updatetrip` action `rate`). Checked with the
 * server's own schema first.
 */
export function RatingForm({ trip, onRated }: RatingFormProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const rate = useRateTrip();
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feedbackId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rate.isPending) return;
    const parsed = rateActionSchema.safeParse({
      action: 'rate',
      trip_id: trip.trip_id,
      trip_rating: rating,
      trip_feedback: feedback,
    });
    if (!parsed.success) {
      setError(tm(parsed.error.issues[0]?.message ?? 'rating.invalid'));
      return;
    }
    setError(null);
    const { trip_id, trip_rating, trip_feedback } = parsed.data;
    rate.mutate(
      { trip_id, trip_rating, trip_feedback },
      {
        onSuccess: onRated,
        onError: (err) => {
          if (!isUnauthorized(err)) setError(errorText(err));
        },
      },
    );
  };

  return (
    <form className="rating-form" onSubmit={onSubmit} noValidate>
      <StarRating
        value={rating}
        onChange={(value) => {
          setRating(value);
          // 'Please choose a rating…' is answered: it goes (a server refusal goes too, as it
          // was about the rating sent, not this one)
          setError(null);
        }}
        disabled={rate.isPending}
        describedBy={error ? errorId : undefined}
      />
      <label htmlFor={feedbackId}>{t('rating.feedback')}</label>
      <textarea
        id={feedbackId}
        value={feedback}
        rows={2}
        maxLength={FEEDBACK_MAX}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <DialogError id={errorId} message={error} />
      <button type="submit" className="button button--secondary" disabled={rate.isPending}>
        {t('rating.submit')}
      </button>
    </form>
  );
}
