import { useTranslation } from 'react-i18next';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { errorText } from '../../../shared/api/errorText';
import { useTripNews } from '../../shared/newsStore';
import { counterOffer } from './requestView';

interface OfferNewsProps {
  request: OpenRequest;
  name: string;
  money: (amount: number) => string;
  /** The service's refusal of the driver's last offer or answer, if any. */
  failure: Error | null;
}

/** The news of the driver's offer in words, read out as it changes. */
export function OfferNews({ request, name, money, failure }: OfferNewsProps) {
  const { t } = useTranslation('drive');
  const news = useTripNews(request.trip_id);
  const mine = request.my_offer;
  const counter = counterOffer(request);
  return (
    <div role="status" className="drive-card__news">
      {mine?.status === 'offer' ? (
        <p>{t('requests.offerSent', { amount: money(mine.offer_amt), name })}</p>
      ) : null}
      {counter !== null ? (
        <p className="drive-card__counter">
          {t('requests.riderCountered', { name, amount: money(counter) })}
        </p>
      ) : null}
      {mine?.status === 'expired' ? <p>{t('requests.offerExpired')}</p> : null}
      {news?.kind === 'declined' ? <p>{t('news.declined', { name })}</p> : null}
      {failure ? <p className="drive-error">{errorText(failure)}</p> : null}
    </div>
  );
}
