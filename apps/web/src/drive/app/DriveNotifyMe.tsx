import { useTranslation } from 'react-i18next';
import { NotifyMeButton } from '../../shared/push/NotifyMeButton';
import { useWebPush } from '../../shared/push/useWebPush';
import { driveWorker } from '../shared/driveWorker';

/** "Notify me": requests, counter-offers, accepted offers and cancellations while the app is behind. */
export function DriveNotifyMe() {
  const { t } = useTranslation('drive');
  const push = useWebPush('driver', driveWorker);
  return (
    <NotifyMeButton
      {...push}
      texts={{
        label: t('app.notifyMe'),
        blocked: t('app.notifyBlocked'),
        failed: t('app.notifyFailed'),
      }}
    />
  );
}
