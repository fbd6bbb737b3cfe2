import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverOffer, OpenRequest } from '@fairfare/contracts/drivers';
import { errorText } from '../../../shared/api/errorText';
import { useNow } from '../../../shared/hooks/useNow';
import { driverApi } from '../../shared/driverApi';
import { clock, payKey, useKm, useMoney } from '../../shared/format';
import { useTripNews } from '../../shared/newsStore';
import { openRequestsKey } from '../../shared/queryKeys';
import { CounterPanel } from './CounterPanel';
import { closesAt } from './requestView';

/** Puts the driver's new or answered offer on the request in the list at once. */
function useOfferSaved() {
  const queryClient = useQueryClient();
  return (offer: DriverOffer) => {
    queryClient.setQueryData<{ requests: OpenRequest[] }>(openRequestsKey, (list) =>
      list
        ? {
            requests: list.requests.map((r) =>
              r.trip_id === offer.trip_id ? { ...r, my_offer: offer } : r,
            ),
          }
        : list,
    );
  };
}

/**
 * One open request: where from and to, how far, the rider, how they pay, the fare and how long it
 * stays open; the driver offers the fare in one tap or names their own price. Once the driver
 * offered: their offer and its countdown, the rider's counter-offer with Accept / Decline / a new
 * price, and the news of the request in words.
 */
export function RequestCard({ request }: { request: OpenRequest }) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const km = useKm();
  const now = useNow(1000);
  const titleId = useId();
  const [countering, setCountering] = useState(false);
  const saved = useOfferSaved();
  const news = useTripNews(request.trip_id);
  const currency = request.trip_currency;
  const amount = (value: number) => money(value, currency);
  const name = request.rider_first_name || t('requests.theRider');

  const offer = useMutation({
    mutationFn: (value: number) => driverApi.sendOffer(request.trip_id, value),
    onSuccess: (answer) => {
      setCountering(false);
      saved(answer);
    },
  });
  const answer = useMutation({
    mutationFn: (value: { accept: boolean; offer_amt?: number }) =>
      driverApi.answerCounter(request.trip_id, value),
    onSuccess: (answered) => {
      setCountering(false);
      saved(answered);
    },
  });
  const busy = offer.isPending || answer.isPending;
  const failure = offer.error ?? answer.error;

  const mine = request.my_offer;
  const waiting = mine?.status === 'offer';
  const countered = mine?.status === 'counter' && mine.user_offer_amt !== null;
  const ends = closesAt(request);
  const left = ends === null ? null : ends - now;

  return (
    <article className="drive-card" aria-labelledby={titleId}>
      <header className="drive-card__head">
        <h2 id={titleId} className="drive-card__title">
          {t('requests.rideFor', { name })}
        </h2>
        <p className="drive-card__rating">
          {request.rider_rating !== null
            ? t('requests.rating', { rating: request.rider_rating.toFixed(1) })
            : t('requests.newRider')}
        </p>
      </header>
      <p className="drive-card__fare">
        <span className="drive-card__fare-label">{t('requests.riderFare')}</span>{' '}
        <strong>{amount(request.user_offer_amt)}</strong>
        <span className="drive-card__pay"> · {t(`pay.${payKey(request.trip_pay_mode)}`)}</span>
      </p>
      <dl className="drive-card__route">
        <div>
          <dt>{t('requests.pickup')}</dt>
          <dd>
            {request.trip_from_loc}
            <span className="drive-card__sub">
              {t('requests.toPickup', {
                distance: km(request.pickup_distance_km),
                minutes: Math.max(1, Math.round(request.pickup_eta_min)),
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('requests.dropoff')}</dt>
          <dd>
            {request.trip_to_loc}
            <span className="drive-card__sub">
              {t('requests.tripLength', {
                distance: km(request.distance_km),
                minutes: Math.max(1, Math.round(request.duration_min)),
              })}
            </span>
          </dd>
        </div>
      </dl>
      {left !== null ? (
        <p className="drive-card__timer">
          {waiting || countered
            ? t('requests.offerOpenFor', { time: clock(left) })
            : t('requests.openFor', { time: clock(left) })}
        </p>
      ) : null}

      <div role="status" className="drive-card__news">
        {waiting ? (
          <p>{t('requests.offerSent', { amount: amount(mine.offer_amt), name })}</p>
        ) : null}
        {countered ? (
          <p className="drive-card__counter">
            {t('requests.riderCountered', { name, amount: amount(mine.user_offer_amt!) })}
          </p>
        ) : null}
        {mine?.status === 'expired' ? <p>{t('requests.offerExpired')}</p> : null}
        {news?.kind === 'declined' ? <p>{t('news.declined', { name })}</p> : null}
        {failure ? <p className="drive-error">{errorText(failure)}</p> : null}
      </div>

      <div className="drive-card__actions">
        {countered ? (
          <>
            <button
              type="button"
              className="button button--primary drive-big"
              disabled={busy}
              onClick={() => answer.mutate({ accept: true })}
            >
              {t('requests.acceptCounter', { amount: amount(mine.user_offer_amt!) })}
            </button>
            <div className="drive-row">
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                aria-expanded={countering}
                onClick={() => setCountering((open) => !open)}
              >
                {t('requests.counter')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => answer.mutate({ accept: false })}
              >
                {t('requests.decline')}
              </button>
            </div>
            {countering ? (
              <CounterPanel
                from={mine.user_offer_amt!}
                min={request.min_amount}
                max={request.max_amount}
                money={amount}
                busy={busy}
                onSend={(value) => answer.mutate({ accept: false, offer_amt: value })}
              />
            ) : null}
          </>
        ) : waiting ? null : (
          <>
            <button
              type="button"
              className="button button--primary drive-big"
              disabled={busy}
              onClick={() => offer.mutate(request.user_offer_amt)}
            >
              {t('requests.offer', { amount: amount(request.user_offer_amt) })}
            </button>
            <button
              type="button"
              className="button button--secondary drive-big"
              disabled={busy}
              aria-expanded={countering}
              onClick={() => setCountering((open) => !open)}
            >
              {t('requests.counter')}
            </button>
            {countering ? (
              <CounterPanel
                from={request.user_offer_amt}
                min={request.min_amount}
                max={request.max_amount}
                money={amount}
                busy={busy}
                onSend={(value) => offer.mutate(value)}
              />
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
