import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../shared/ui/Spinner';
import { Footer } from './Footer';
import { ErrorBoundary } from './PageErrorBoundary';
import { Header } from './Header';
import { MAIN_ID, RouteEffects } from './RouteEffects';
import { SkipLink } from './SkipLink';

// The toast container loads after the page: toasts raised before it mounts wait in
// react-toastify's queue, and the first page's script stays smaller.
const Toasts = lazy(() => import('./Toasts').then((module) => ({ default: module.Toasts })));

/** Wraps every route: route-change effects and the toast container. */
export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}

function Main() {
  return (
    <main id={MAIN_ID} className="site-main" tabIndex={-1}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** Pages with the site header and footer. */
export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Main />
      <Footer />
    </>
  );
}

/** Pages shown without header and footer (spec §2: /schedule-form and /booking-complete). */
export function BareLayout() {
  return <Main />;
}
