import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { languageOrDefault, type Language } from '@fairfare/contracts/languages';
import type { StaffMember } from '@fairfare/contracts/staff';
import { ApiError } from '../../shared/api/client';
import { errorText } from '../../shared/api/errorText';
import { ApplicationsPage } from '../features/applications/ApplicationsPage';
import { AuditLogPage } from '../features/audit/AuditLogPage';
import { ContentPage } from '../features/content/ContentPage';
import { DriversPage } from '../features/drivers/DriversPage';
import { InboxPage } from '../features/inbox/InboxPage';
import { NowPage } from '../features/now/NowPage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { RulesPage } from '../features/rules/RulesPage';
import { StaffPage } from '../features/staff/StaffPage';
import { SupportPage } from '../features/support/SupportPage';
import { TripsPage } from '../features/trips/TripsPage';
import { screensFor } from '../shared/nav';
import { useAddPasskey, useSetStaffLanguage, useSignOut } from './account';
import { speakOpsLanguage } from './language';
import { LanguagePicker } from './LanguagePicker';

/** What each screen of the navigation (shared/nav.ts) shows. */
const screenElements: Record<string, () => ReactElement> = {
  content: () => <ContentPage />,
  inbox: () => <InboxPage />,
  support: () => <SupportPage />,
  now: () => <NowPage />,
  rules: () => <RulesPage />,
  drivers: () => <DriversPage />,
  applications: () => <ApplicationsPage />,
  staff: () => <StaffPage />,
  audit: () => <AuditLogPage />,
  trips: () => <TripsPage />,
  reports: () => <ReportsPage />,
};

/** The signed-in back office: who is signed in, the screens of their role, and their screen. */
export function Shell({ staff, hasPasskey }: { staff: StaffMember; hasPasskey: boolean }) {
  const { t, i18n } = useTranslation('ops');
  const screens = screensFor(staff.role);
  const signOut = useSignOut();
  const addPasskey = useAddPasskey();
  const setLanguage = useSetStaffLanguage();
  const [notice, setNotice] = useState<string | null>(null);
  // Spoken at once, then saved on the account; a refused save goes back to the language before.
  const onChooseLanguage = (language: Language) => {
    const before = languageOrDefault(i18n.language);
    void speakOpsLanguage(i18n, language);
    setLanguage.mutate(language, {
      onError: (error) => {
        void speakOpsLanguage(i18n, before);
        setNotice(errorText(error));
      },
    });
  };
  const onAddPasskey = () =>
    addPasskey.mutate(undefined, {
      onSuccess: () => setNotice(t('shell.passkeyAdded')),
      onError: (error) =>
        setNotice(error instanceof ApiError ? errorText(error) : t('shell.passkeyNotAdded')),
    });

  return (
    <div className="ops-shell">
      <header className="ops-header">
        <p className="ops-brand">{t('shell.brand')}</p>
        <p className="ops-who">
          {staff.name} · {t(`roles.${staff.role}`)}
        </p>
        <div className="ops-header__actions">
          <LanguagePicker disabled={setLanguage.isPending} onChoose={onChooseLanguage} />
          {hasPasskey ? null : (
            <button
              type="button"
              className="button button--secondary"
              disabled={addPasskey.isPending}
              onClick={onAddPasskey}
            >
              {t('shell.addPasskey')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <nav className="ops-nav" aria-label={t('shell.navLabel')}>
        <ul>
          {screens.map((screen) => (
            <li key={screen.path}>
              <NavLink to={`/${screen.path}`}>{t(screen.labelKey)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="ops-main">
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        <Routes>
          {screens.map((screen) => {
            const element = screenElements[screen.path];
            return element ? (
              <Route key={screen.path} path={`/${screen.path}/*`} element={element()} />
            ) : null;
          })}
          <Route
            path="*"
            element={
              screens[0] ? (
                <Navigate to={`/${screens[0].path}`} replace />
              ) : (
                <p>{t('shell.noScreen')}</p>
              )
            }
          />
        </Routes>
      </main>
    </div>
  );
}
