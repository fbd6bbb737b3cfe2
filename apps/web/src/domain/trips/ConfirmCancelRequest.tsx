import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/dialog/Dialog';
import { DialogActions } from '../../shared/ui/dialog/DialogParts';

interface ConfirmCancelRequestProps {
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * "Cancel Ride" of a request no driver has taken yet asks first (issue 26 point 12), as a cancel
 * with a driver does: one stray tap on a phone no longer withdraws the request. It says that
 * cancelling is free (no driver yet: `cancel_request`); "Keep waiting" and Escape keep it. Shown
 * in an Overlay, in place of what asked (the waiting card's popup, the offers).
 */
export function ConfirmCancelRequest({ onKeep, onConfirm }: ConfirmCancelRequestProps) {
  const { t } = useTranslation('ride');
  // Escape here rather than through the Overlay: the offers' Overlay has no way out of its own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onKeep();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onKeep]);
  return (
    <Dialog title={t('cancel.title')} className="cancel-popup">
      <p>{t('cancel.request.text')}</p>
      <DialogActions>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {t('cancel.request.keep')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {t('status.cancelRide')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
