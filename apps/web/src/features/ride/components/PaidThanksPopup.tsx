import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog/Dialog';

/** The thank-you popup after a payment (spec §2 ride overlay 6, §4 completed trip). */
export function PaidThanksPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ride');
  return (
    <Dialog title={t('paid.title')} className="paid-popup">
      <p>{t('paid.body')}</p>
      <div className="ride-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('paid.close')}
        </button>
      </div>
    </Dialog>
  );
}
