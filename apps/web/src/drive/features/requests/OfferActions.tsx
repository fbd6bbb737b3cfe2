import { useTranslation } from 'react-i18next';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { CounterPanel } from './CounterPanel';
import { counterOffer } from './requestView';
import type { RequestOffer } from './useRequestOffer';

interface OfferActionsProps {
  request: OpenRequest;
  money: (amount: number) => string;
  moves: RequestOffer;
}

/**
 * The driver's buttons: offer the rider's fare or an own price; once the rider countered, accept,
 * decline or name a new price; none while the driver's offer waits for the rider.
 */
export function OfferActions({ request, money, moves }: OfferActionsProps) {
  const counter = counterOffer(request);
  return (
    <div className="drive-card__actions">
      {counter !== null ? (
        <CounterAnswer request={request} counter={counter} money={money} moves={moves} />
      ) : request.my_offer?.status === 'offer' ? null : (
        <FareOffer request={request} money={money} moves={moves} />
      )}
    </div>
  );
}

/** Accept the rider's counter-offer in one tap, decline it, or answer with a new price. */
function CounterAnswer({
  request,
  counter,
  money,
  moves,
}: OfferActionsProps & { counter: number }) {
  const { t } = useTranslation('drive');
  const { busy } = moves;
  return (
    <>
      <button
        type="button"
        className="button button--primary drive-big"
        disabled={busy}
        onClick={moves.accept}
      >
        {t('requests.acceptCounter', { amount: money(counter) })}
      </button>
      <div className="drive-row">
        <CounterToggle moves={moves} className="button button--secondary" />
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={moves.decline}
        >
          {t('requests.decline')}
        </button>
      </div>
      <OwnPrice
        request={request}
        from={counter}
        money={money}
        moves={moves}
        onSend={moves.counter}
      />
    </>
  );
}

/** Offer the rider's fare in one tap, or open the panel to name an own price. */
function FareOffer({ request, money, moves }: OfferActionsProps) {
  const { t } = useTranslation('drive');
  const { busy } = moves;
  return (
    <>
      <button
        type="button"
        className="button button--primary drive-big"
        disabled={busy}
        onClick={() => moves.offer(request.user_offer_amt)}
      >
        {t('requests.offer', { amount: money(request.user_offer_amt) })}
      </button>
      <CounterToggle moves={moves} className="button button--secondary drive-big" />
      <OwnPrice
        request={request}
        from={request.user_offer_amt}
        money={money}
        moves={moves}
        onSend={moves.offer}
      />
    </>
  );
}

/** Opens or closes the panel where the driver names an own price. */
function CounterToggle({ moves, className }: { moves: RequestOffer; className: string }) {
  const { t } = useTranslation('drive');
  return (
    <button
      type="button"
      className={className}
      disabled={moves.busy}
      aria-expanded={moves.countering}
      onClick={moves.toggleCountering}
    >
      {t('requests.counter')}
    </button>
  );
}

/** The panel where the driver names an own price, starting `from`, while it is open. */
function OwnPrice({
  request,
  from,
  money,
  moves,
  onSend,
}: OfferActionsProps & { from: number; onSend: (amount: number) => void }) {
  if (!moves.countering) return null;
  return (
    <CounterPanel
      from={from}
      min={request.min_amount}
      max={request.max_amount}
      money={money}
      busy={moves.busy}
      onSend={onSend}
    />
  );
}
