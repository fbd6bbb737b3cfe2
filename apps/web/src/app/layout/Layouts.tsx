import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { TestModeBanner } from '../../shared/ui/TestMode';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { endPageHydration } from '../../shared/pageHydration';
import { useIsLoggedIn, useSessionRestoring } from '../../shared/session/hooks';
import { latePart } from '../../shared/ui/lazyPart';
import { Spinner } from '../../shared/ui/Spinner';
import { useToastRaised } from '../../shared/ui/toastRaised';
import { UnauthorizedRedirect } from '../session/UnauthorizedRedirect';
import { dropFirstRide } from '../../features/ride/first/firstRide';
// the ride of the first paint (decision 061): in the entry's styles, which every rendered page
// carries in its head
import '../../features/ride/first/firstRide.css';
import { Footer } from './Footer';
import { ErrorBoundary } from './PageErrorBoundary';
import { Header } from './Header';
import { MAIN_ID, RouteEffects } from './RouteEffects';
import { SkipLink } from './SkipLink';

// The toast container loads with the first toast (ToastHost): toasts raised before it mounts wait
// in react-toastify's queue, and the first page's script stays smaller. Late parts: nothing holds
// their place, and no Suspense fallback holds back the page's own parts (shared/ui/lazyPart.tsx).
const Toasts = latePart(() => import('./Toasts'), 'Toasts');

/**
 * The toast container, once a toast has been raised (decision 066): its stylesheet made the
 * browser work out the whole page's style again, a long task on a phone, on every page that
 * never showed a toast. Also mounted by a content page's island (islands/rideIsland.tsx).
 */
export function ToastHost() {
  return useToastRaised() ? <Toasts /> : null;
}

// The ride overlay (offers, trip status, cancel) loads only for a logged-in rider, after the page.
const RideOverlay = latePart(() => import('../../features/ride/RideOverlay'), 'RideOverlay');

/** Shows nothing instead of a part that failed (logged); the page around it goes on. */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('the ride overlay failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The ride overlay while logged in; a failure to load it never breaks the page. Also the island of
 * a content page (islands/rideIsland.tsx).
 */
export function RideOverlayHost() {
  const loggedIn = useIsLoggedIn();
  const restoring = useSessionRestoring();
  // never on the service, where a content page for a signed-in rider is logged in (issue 27)
  const hydrated = useHydrated();
  useWarmOverlay(hydrated && (loggedIn || restoring));
  // no rider after all (the session ended): the first paint's ride goes (decision 061)
  const signedOut = hydrated && !loggedIn && !restoring;
  useEffect(() => {
    if (signedOut) dropFirstRide();
  }, [signedOut]);
  if (!loggedIn || !hydrated) return null;
  return (
    <SilentBoundary>
      <RideOverlay />
    </SilentBoundary>
  );
}

/**
 * The overlay's script and the ride's texts, fetched as soon as a rider may be signed in: while a
 * new tab's session is being restored, not after (issue 38 point 11: on a slow network each came
 * one after the other, a round trip or more each, before the ride showed).
 */
function useWarmOverlay(wanted: boolean): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!wanted) return;
    RideOverlay.preload().catch(() => undefined);
    void i18n.loadNamespaces('ride');
  }, [wanted, i18n]);
}

/**
 * Wraps every route: route-change effects, the 401 redirect, the ride overlay and the toast
 * container (once the page is hydrated: nothing to show before, and its script waits).
 */
export function RootLayout() {
  const hydrated = useHydrated();
  return (
    <>
      <RouteEffects />
      <UnauthorizedRedirect />
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
      <RideOverlayHost />
      {hydrated ? <ToastHost /> : null}
    </>
  );
}

/**
 * Ends the page's hydration (shared/pageHydration.ts) when the page's own part has hydrated: in
 * the same boundary as the page, it commits with it, never before (a page whose script is not
 * there yet holds the boundary dehydrated, this mark with it).
 */
function HydrationMark() {
  useEffect(() => endPageHydration(), []);
  return null;
}

function Main() {
  return (
    <main id={MAIN_ID} className="site-main" tabIndex={-1}>
      <TestModeBanner />
      <Suspense fallback={<Spinner />}>
        <Outlet />
        <HydrationMark />
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

/** Pages shown without header and footer (docs/product/screens.md: /schedule-form and /booking-complete). */
export function BareLayout() {
  return <Main />;
}
