import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { RatingForm, type RatedTrip } from './RatingForm';
import { Stars } from './Stars';
import './rating.css';

interface TripRatingProps {
  /** The trip to rate (a receipt has these too). */
  trip: RatedTrip;
  onRated: (trip: Trip) => void;
}

/**
 * The rating part of the after-ride popups and of My Account's 'Rate your driver' popup: the form
 * while the trip is not rated; after 'Submit Feedback' the thank-you text (spec: 'Thank You For
 * Your Valuable Feedback'); a trip rated before shows its rating and feedback.
 */
export function TripRating({ trip, onRated }: TripRatingProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const [justRated, setJustRated] = useState(false);

  if (trip.trip_rating === null) {
    return (
      <RatingForm
        trip={trip}
        onRated={(rated) => {
          setJustRated(true);
          onRated(rated);
        }}
      />
    );
  }
  return (
    <div className="trip-rating">
      {justRated && (
        <p className="trip-rating__thanks" role="status">
          {tm('rating.thanks')}
        </p>
      )}
      <dl>
        <div>
          <dt>{t('rating.yours')}</dt>
          <dd>
            <Stars rating={trip.trip_rating} />
          </dd>
        </div>
        {trip.trip_feedback ? (
          <div>
            <dt>{t('rating.feedback')}</dt>
            <dd className="trip-rating__feedback">{trip.trip_feedback}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
