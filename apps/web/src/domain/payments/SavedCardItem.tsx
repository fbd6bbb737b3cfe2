import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@fairfare/contracts/payments';
import { brandLabel, expiry, maskedNumber } from './format';
import { WaitsForTexts } from '../../shared/ui/WaitsForTexts';
import './payments.css';

export interface SavedCardItemProps {
  card: SavedCard;
  /** Pays with this card; the Pay button shows only when given. */
  onPay?: () => void;
  /** The Pay button's text ('Pay' by default). */
  payLabel?: string;
  /** A payment with this card runs: its button reads 'Processing ... '. */
  busy?: boolean;
  /** Blocks the Pay button (another payment runs, nothing to pay). */
  payDisabled?: boolean;
  /** Asks to delete the card; the delete icon shows only when given. */
  onDelete?: () => void;
}

/**
 * One saved card (docs/product/screens.md saved cards): brand, masked number with the last 4, expiry. Until its
 * texts are loaded a spinner holds its place.
 */
export function SavedCardItem(props: SavedCardItemProps) {
  return (
    <WaitsForTexts>
      <SavedCardContent {...props} />
    </WaitsForTexts>
  );
}

function SavedCardContent({
  card,
  onPay,
  payLabel,
  busy = false,
  payDisabled = false,
  onDelete,
}: SavedCardItemProps) {
  const { t } = useTranslation('payments');
  const factsId = useId();
  const brand = brandLabel(card.card.brand);
  return (
    <div className="saved-card" data-brand={card.card.brand.toLowerCase()}>
      <div className="saved-card__facts" id={factsId}>
        <span className="saved-card__brand">{brand}</span>
        <span className="saved-card__number">
          <span aria-hidden="true">{maskedNumber(card.card.last4)}</span>
          <span className="visually-hidden">{t('card.endingIn', { last4: card.card.last4 })}</span>
        </span>
        <span className="saved-card__expiry">
          {t('card.expires', { date: expiry(card.card.exp_month, card.card.exp_year) })}
        </span>
      </div>
      <div className="saved-card__actions">
        {onPay ? (
          <button
            type="button"
            className="button button--primary saved-card__pay"
            disabled={busy || payDisabled}
            aria-describedby={factsId}
            onClick={onPay}
          >
            {busy ? t('processing') : (payLabel ?? t('card.pay'))}
          </button>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className="saved-card__delete"
            aria-label={t('card.delete', { last4: card.card.last4 })}
            title={t('card.delete', { last4: card.card.last4 })}
            onClick={onDelete}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
              />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  );
}
