import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@fairfare/contracts/payments';
import { brandLabel, maskedNumber } from '../../../domain/payments/format';

interface ConfirmDeleteDialogProps {
  card: SavedCard;
  busy: boolean;
  /** The failed delete's message, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Delete this card?' with Delete and Cancel: a modal dialog that takes the focus (on Cancel,
 * the harmless choice), closes with Escape and gives the focus back when it closes.
 */
export function ConfirmDeleteDialog({
  card,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <div
      className="cards-backdrop"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
    >
      <div className="cards-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('delete.title')}</h2>
        <p>
          {brandLabel(card.card.brand)} {maskedNumber(card.card.last4)}
        </p>
        {error ? (
          <p className="payment-message" role="alert">
            {error}
          </p>
        ) : null}
        <div className="cards-dialog__actions">
          <button
            type="button"
            className="button button--primary cards-dialog__delete"
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? t('delete.busy') : t('delete.confirm')}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {t('delete.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
