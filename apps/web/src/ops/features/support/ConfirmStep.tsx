import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The second step of a money action: what will happen, in words, and the one button that does it
 * (or back to the form). Focus moves to the question so a screen reader hears it first.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  busy,
  onConfirm,
  onBack,
}: {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('ops');
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="ops-confirm">
      <p ref={ref} tabIndex={-1}>
        {question}
      </p>
      <div className="ops-confirm__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onBack}>
          {t('support.change')}
        </button>
      </div>
    </div>
  );
}
