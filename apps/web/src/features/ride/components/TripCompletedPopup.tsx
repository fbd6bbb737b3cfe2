import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

/**
 * A completed trip, for now a simple notice with Close; the payments issue replaces it with the
 * payment and rating popups.
 */
export function TripCompletedPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ride');
  return (
    <Dialog title={t('completed.title')} className="completed-popup">
      <p>{t('completed.body')}</p>
      <div className="ride-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('completed.close')}
        </button>
      </div>
    </Dialog>
  );
}
