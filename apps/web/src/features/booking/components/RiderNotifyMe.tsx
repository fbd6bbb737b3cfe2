import { useTranslation } from 'react-i18next';
import { NotifyMeButton } from '../../../shared/push/NotifyMeButton';
import { useWebPush } from '../../../shared/push/useWebPush';

/** The riders' service worker (registered by app/registerServiceWorker.ts once the page settled). */
const ridersWorker = () => navigator.serviceWorker.ready;

/**
 * "Notify me of offers" while the rider waits (decision 059): an offer, the driver assigned and
 * the driver at the pickup reach a rider who left the tab. Nothing where it cannot work.
 */
export function RiderNotifyMe() {
  const { t } = useTranslation('booking');
  const push = useWebPush('rider', ridersWorker);
  return (
    <NotifyMeButton
      {...push}
      className="pending-request__notify"
      texts={{
        label: t('pending.notifyMe'),
        blocked: t('pending.notifyBlocked'),
        failed: t('pending.notifyFailed'),
      }}
    />
  );
}
