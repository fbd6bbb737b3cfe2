import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { onUnauthorized } from '../../shared/api/client';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { SignInPage } from '../features/signin/SignInPage';
import { askSessionEarly, driverSessionQuery, rememberedDriver } from '../shared/session';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The signed-in app (live requests, the ride, the socket): not part of the sign-in screen. Read
 * as a query rather than React.lazy: the screen shows once both it and the session are there,
 * where a lazy component suspending after the session's spinner held the screen back a further
 * 300 ms (React's pause before it replaces a fallback it just showed).
 */
const loadShell = () => import('./Shell').then(({ Shell }) => ({ Shell }));
const shellQuery = {
  queryKey: ['drive', 'shell-module'],
  queryFn: loadShell,
  staleTime: Infinity,
} as const;

// A phone where a driver signed in: the session and the signed-in app are fetched while the app
// starts, in parallel with its texts, not one after the other (decision 067).
askSessionEarly();
if (rememberedDriver()) void loadShell();

/**
 * The application to drive (`/drive/apply`) is its own part of the app, in features/apply: loaded
 * only when asked for. Until that part exists, the address says applications open soon.
 */
const applyPages = import.meta.glob<{ ApplyPage: ComponentType }>(
  '../features/apply/ApplyPage.tsx',
);
const loadApply = Object.values(applyPages)[0];
const ApplyPage = loadApply
  ? lazy(() => loadApply().then((m) => ({ default: m.ApplyPage })))
  : null;

/** The driver app: the application to drive, else sign-in, else the signed-in driver's app. */
export function DriveApp() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/drive">
        <DriveRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/**
 * The app's screens by address, inside a router: the browser's, or the service's render of the
 * sign-in (renderSignIn.tsx), which the browser then hydrates: the same tree, the same markup.
 */
export function DriveRoutes() {
  return (
    <Routes>
      <Route path="/apply/*" element={<ApplyRoute />} />
      <Route path="*" element={<SessionGate />} />
    </Routes>
  );
}

function ApplyRoute() {
  const { t } = useTranslation('drive');
  return (
    <div className="drive">
      <header className="drive-top">
        <p className="drive-top__brand">{t('app.brand')}</p>
        <LanguageSwitcher />
      </header>
      <Suspense fallback={<Spinner label={t('app.loading')} />}>
        {ApplyPage ? (
          <ApplyPage />
        ) : (
          <main className="drive-main">
            <h1>{t('apply.title')}</h1>
            <p>{t('apply.soon')}</p>
          </main>
        )}
      </Suspense>
    </div>
  );
}

function SessionGate() {
  const { t } = useTranslation('drive');
  const queryClient = useQueryClient();
  const session = useQuery(driverSessionQuery);
  const shell = useQuery({ ...shellQuery, enabled: session.data?.signedIn === true });
  // A session that ended (signed out elsewhere, expired) sends the driver back to sign-in.
  useEffect(
    () =>
      onUnauthorized(() => {
        void queryClient.invalidateQueries({ queryKey: driverSessionQuery.queryKey });
      }),
    [queryClient],
  );
  if (session.isPending) return <Spinner label={t('app.loading')} />;
  if (session.isError)
    return <LoadError message={t('app.loadFailed')} onRetry={() => void session.refetch()} />;
  if (shell.isError)
    return <LoadError message={t('app.loadFailed')} onRetry={() => void shell.refetch()} />;
  if (!session.data.signedIn)
    return (
      <div className="drive">
        <header className="drive-top">
          <p className="drive-top__brand">{t('app.brand')}</p>
          <LanguageSwitcher />
        </header>
        <SignInPage />
      </div>
    );
  if (!shell.data) return <Spinner label={t('app.loading')} />;
  return <shell.data.Shell trips={session.data.trips} />;
}
