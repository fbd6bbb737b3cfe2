import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { useMoney } from '../../shared/format';
import { OfferActions } from './OfferActions';
import { OfferNews } from './OfferNews';
import { RequestSummary } from './RequestSummary';
import { counterOffer } from './requestView';
import { useRequestOffer } from './useRequestOffer';

/**
 * One open request: where from and to, how far, the rider, how they pay, the fare and how long it
 * stays open; the driver offers the fare in one tap or names their own price. Once the driver
 * offered: their offer and its countdown, the rider's counter-offer with Accept / Decline / a new
 * price, and the news of the request in words.
 */
export function RequestCard({ request }: { request: OpenRequest }) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const titleId = useId();
  const moves = useRequestOffer(request);
  const amount = (value: number) => money(value, request.trip_currency);
  const name = request.rider_first_name || t('requests.theRider');
  const offered = request.my_offer?.status === 'offer' || counterOffer(request) !== null;

  return (
    <article className="drive-card" aria-labelledby={titleId}>
      <RequestSummary
        request={request}
        titleId={titleId}
        name={name}
        money={amount}
        offered={offered}
      />
      <OfferNews request={request} name={name} money={amount} failure={moves.failure} />
      <OfferActions request={request} money={amount} moves={moves} />
    </article>
  );
}
