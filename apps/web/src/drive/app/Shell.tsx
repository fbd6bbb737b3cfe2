import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { clearCachedAnswers } from '../../shared/api/client';
import { EarningsPage } from '../features/earnings/EarningsPage';
import { HistoryPage } from '../features/history/HistoryPage';
import { useDriving } from '../features/online/useDriving';
import { useWakeLock } from '../features/online/useWakeLock';
import { useDriverLink, type LinkStatus } from '../shared/live';
import { clearNews } from '../shared/newsStore';
import { openRequestsKey } from '../shared/queryKeys';
import { driverSessionQuery, forgetDriver, rememberedDriver } from '../shared/session';
import { useIdle } from '../shared/useIdle';
import { DrivePage } from './DrivePage';
import { LanguageSwitcher } from './LanguageSwitcher';
import { signOutDriver } from './signOut';
import { usePushHandler } from './usePushes';

/**
 * "Notify me" (its service worker, the Web Push key and the validation library with them) loads
 * once the screen has shown and the phone is idle (decision 067): the menu it sits in is closed.
 */
const DriveNotifyMe = lazy(() =>
  import('./DriveNotifyMe').then((m) => ({ default: m.DriveNotifyMe })),
);

/**
 * The signed-in driver's app: a header (who, the language, sign out), the line to the service
 * (said when it is lost), the screen, and tabs at the bottom within the thumb's reach. Online
 * driving lives here, so that going to the earnings does not take the driver offline.
 */
export function Shell({ trips }: { trips: DriverTrip[] }) {
  const { t } = useTranslation('drive');
  const queryClient = useQueryClient();
  const profile = rememberedDriver();
  const driving = useDriving();
  useWakeLock(driving.online);
  const onPush = usePushHandler(profile?.driver_id ?? null, driving.position);
  const onReconnect = useCallback(() => {
    // pushes are not replayed: read again what may have changed while the line was down
    void queryClient.invalidateQueries({ queryKey: openRequestsKey });
    void queryClient.invalidateQueries({ queryKey: driverSessionQuery.queryKey });
  }, [queryClient]);
  const link = useDriverLink(onPush, onReconnect);
  const idle = useIdle();

  const sessionHash = hashKey(driverSessionQuery.queryKey);
  const signOut = useMutation({
    mutationFn: () => signOutDriver(driving.goOffline),
    onSettled: () => {
      forgetDriver();
      clearNews();
      clearCachedAnswers();
      // Everything of this driver goes, and the gate's session is set back to its first state:
      // signed out, since nothing is remembered now. (Clearing the cache, as before, left the
      // gate's observer on a removed query that nothing asked again: the app stayed on screen.)
      queryClient.removeQueries({
        predicate: (query) => query.queryHash !== sessionHash,
      });
      void queryClient.resetQueries({ queryKey: driverSessionQuery.queryKey });
    },
  });

  return (
    <div className="drive">
      <header className="drive-top">
        <p className="drive-top__brand">{t('app.brand')}</p>
        {profile ? <p className="drive-top__who">{profile.d_name}</p> : null}
        <details className="drive-menu">
          <summary>{t('app.menu')}</summary>
          <div className="drive-menu__panel">
            <LanguageSwitcher />
            {idle ? (
              <Suspense fallback={null}>
                <DriveNotifyMe />
              </Suspense>
            ) : null}
            <button
              type="button"
              className="button button--secondary"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {t('app.signOut')}
            </button>
          </div>
        </details>
      </header>
      <LinkBanner status={link} />
      <div className="drive-screen">
        <Routes>
          <Route path="/" element={<DrivePage trips={trips} driving={driving} />} />
          <Route path="/earnings" element={<EarningsPage />} />
          <Route path="/history" element={<HistoryPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </div>
      <nav className="drive-tabs" aria-label={t('app.tabs')}>
        <NavLink to="/" end>
          {t('app.tabDrive')}
        </NavLink>
        <NavLink to="/earnings">{t('app.tabEarnings')}</NavLink>
        <NavLink to="/history">{t('app.tabHistory')}</NavLink>
      </nav>
    </div>
  );
}

/** Said only when the line is not there: connecting at first, lost and trying again after. */
function LinkBanner({ status }: { status: LinkStatus }) {
  const { t } = useTranslation('drive');
  return (
    <div
      role="status"
      className={status === 'connected' ? 'drive-link' : 'drive-link drive-link--down'}
    >
      {status === 'reconnecting' ? <p>{t('app.reconnecting')}</p> : null}
      {status === 'connecting' ? <p>{t('app.connecting')}</p> : null}
    </div>
  );
}
