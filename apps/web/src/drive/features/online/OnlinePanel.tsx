import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText';
import type { Driving } from './useDriving';

/**
 * Online or offline, in words and one big button at the bottom: what the app is waiting for
 * (the first position), and what is wrong when something is (location refused, GPS lost, the
 * service refusing the driver).
 */
export function OnlinePanel({ driving }: { driving: Driving }) {
  const { t } = useTranslation('drive');
  const { online, wanted, geo, error } = driving;
  const state = online ? 'online' : wanted ? 'starting' : 'offline';
  return (
    <section className={`drive-online drive-online--${state}`} aria-labelledby="drive-online-title">
      <h2 id="drive-online-title" className="drive-online__title">
        {t(`online.${state}`)}
      </h2>
      <div role="status" className="drive-online__status">
        {state === 'starting' && geo === 'waiting' ? <p>{t('online.finding')}</p> : null}
        {state === 'online' ? <p>{t('online.onlineHint')}</p> : null}
        {state === 'offline' && geo !== 'denied' && !error ? (
          <p>{t('online.offlineHint')}</p>
        ) : null}
      </div>
      {geo === 'denied' ? (
        <p className="drive-alert" role="alert">
          {t('online.denied')}
        </p>
      ) : null}
      {geo === 'lost' && wanted ? (
        <p className="drive-alert" role="alert">
          {t('online.gpsLost')}
        </p>
      ) : null}
      {geo === 'unsupported' ? (
        <p className="drive-alert" role="alert">
          {t('online.unsupported')}
        </p>
      ) : null}
      {error ? (
        <p className="drive-alert" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <div className="drive-bottom">
        {wanted ? (
          <button
            type="button"
            className="button button--secondary drive-big"
            onClick={() => void driving.goOffline()}
          >
            {t('online.goOffline')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary drive-big"
            onClick={driving.goOnline}
          >
            {t('online.goOnline')}
          </button>
        )}
      </div>
    </section>
  );
}
