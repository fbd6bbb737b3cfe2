import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { errorText } from '../../../shared/api/errorText';
import { afterRideApi } from '../../shared/afterRideApi';
import { useFinishedTrip } from '../../shared/finishedTrip';
import { historyKey } from '../../shared/queryKeys';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * After a completed ride, the driver rates the rider, one to five stars, once; the service keeps
 * the rider's average. Rating is optional: "Done" leaves without one.
 */
export function RateRider({ trip }: { trip: DriverTrip }) {
  const { t } = useTranslation('drive');
  const queryClient = useQueryClient();
  const [, setFinished] = useFinishedTrip();
  const given = trip.rating_of_rider;
  const [chosen, setChosen] = useState<number | null>(given);
  const rate = useMutation({
    mutationFn: (stars: number) => afterRideApi.rateRider(trip.trip_id, stars),
    onSuccess: (rated) => {
      setFinished({ ...trip, rating_of_rider: rated.rating_of_rider });
      void queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
  const name = trip.rider_name ?? t('requests.theRider');
  if (given !== null)
    return (
      <p className="drive-hint" role="status">
        {t('rate.thanks', { name, stars: given })}
      </p>
    );
  return (
    <fieldset className="drive-rating">
      <legend>{t('rate.legend', { name })}</legend>
      <div className="drive-stars">
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            className="button button--secondary"
            aria-pressed={chosen === stars}
            aria-label={t('rate.stars', { stars })}
            disabled={rate.isPending}
            onClick={() => {
              setChosen(stars);
              rate.mutate(stars);
            }}
          >
            {stars} ★
          </button>
        ))}
      </div>
      {rate.error ? (
        <p className="drive-error" role="alert">
          {errorText(rate.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
