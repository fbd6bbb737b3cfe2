import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { BareLayout, RootLayout, SiteLayout } from './layout/Layouts';
import { ErrorBoundaryOutlet } from './layout/PageErrorBoundary';
import { isLazyPage, lazyPage, type LazyPage } from './lazyPage';
import { isLinkedPart } from '../shared/ui/lazyPart';
import type { PageDataName } from './server/pageData';
import { RequireLogin } from './session/RequireLogin';

// Every page is its own script chunk, loaded when its route is first shown. Each names its module
// twice: by path for the build (the glob, whose key the service finds in the build's manifest,
// decision 020) and by type for the compiler, right beside it.
/* eslint @typescript-eslint/consistent-type-imports: ["error", { "disallowTypeAnnotations": false }] */
const HomePage = lazyPage(
  import.meta.glob<typeof import('../features/home/HomePage')>('/src/features/home/HomePage.tsx'),
  'HomePage',
);
const AboutPage = lazyPage(
  import.meta.glob<typeof import('../features/pages/AboutPage')>(
    '/src/features/pages/AboutPage.tsx',
  ),
  'AboutPage',
);
const ServicesPage = lazyPage(
  import.meta.glob<typeof import('../features/pages/ServicesPage')>(
    '/src/features/pages/ServicesPage.tsx',
  ),
  'ServicesPage',
);
const DriveWithUsPage = lazyPage(
  import.meta.glob<typeof import('../features/pages/DriveWithUsPage')>(
    '/src/features/pages/DriveWithUsPage.tsx',
  ),
  'DriveWithUsPage',
);
const TermsPage = lazyPage(
  import.meta.glob<typeof import('../features/pages/TermsPage')>(
    '/src/features/pages/TermsPage.tsx',
  ),
  'TermsPage',
);
const PrivacyPage = lazyPage(
  import.meta.glob<typeof import('../features/pages/PrivacyPage')>(
    '/src/features/pages/PrivacyPage.tsx',
  ),
  'PrivacyPage',
);
const ContactPage = lazyPage(
  import.meta.glob<typeof import('../features/contact/ContactPage')>(
    '/src/features/contact/ContactPage.tsx',
  ),
  'ContactPage',
);
const ContentListPage = lazyPage(
  import.meta.glob<typeof import('../features/content/routes')>('/src/features/content/routes.tsx'),
  'ContentListPage',
);
const ContentDetailPage = lazyPage(
  import.meta.glob<typeof import('../features/content/routes')>('/src/features/content/routes.tsx'),
  'ContentDetailPage',
);
const RegisterPage = lazyPage(
  import.meta.glob<typeof import('../features/auth/RegisterPage')>(
    '/src/features/auth/RegisterPage.tsx',
  ),
  'RegisterPage',
);
const LoginPage = lazyPage(
  import.meta.glob<typeof import('../features/auth/LoginPage')>('/src/features/auth/LoginPage.tsx'),
  'LoginPage',
);
const ProfilePage = lazyPage(
  import.meta.glob<typeof import('../features/profile/ProfilePage')>(
    '/src/features/profile/ProfilePage.tsx',
  ),
  'ProfilePage',
);
const ReceiptPage = lazyPage(
  import.meta.glob<typeof import('../features/profile/ReceiptPage')>(
    '/src/features/profile/ReceiptPage.tsx',
  ),
  'ReceiptPage',
);
const BookNowPage = lazyPage(
  import.meta.glob<typeof import('../features/booking/BookNowPage')>(
    '/src/features/booking/BookNowPage.tsx',
  ),
  'BookNowPage',
);
const CheckoutPage = lazyPage(
  import.meta.glob<typeof import('../features/cards/CheckoutPage')>(
    '/src/features/cards/CheckoutPage.tsx',
  ),
  'CheckoutPage',
);
const ScheduleFormPage = lazyPage(
  import.meta.glob<typeof import('../features/booking/ScheduleFormPage')>(
    '/src/features/booking/ScheduleFormPage.tsx',
  ),
  'ScheduleFormPage',
);
const BookingCompletePage = lazyPage(
  import.meta.glob<typeof import('../features/booking/BookingCompletePage')>(
    '/src/features/booking/BookingCompletePage.tsx',
  ),
  'BookingCompletePage',
);
const TrackPage = lazyPage(
  import.meta.glob<typeof import('../features/tracking/TrackPage')>(
    '/src/features/tracking/TrackPage.tsx',
  ),
  'TrackPage',
);
const NotFoundPage = lazyPage(
  import.meta.glob<typeof import('./NotFoundPage')>('/src/app/NotFoundPage.tsx'),
  'NotFoundPage',
);

/**
 * How a route's page reaches the browser (issue 27, decision 028):
 * - `content`: rendered by the service, sent as HTML and CSS with the small first script
 *   (src/light), without React; a rider with a trip in progress gets the ride overlay island;
 * - `app`: an app screen, rendered by the service and hydrated by the React app, which moves
 *   among app screens without reloading;
 * - `browser`: an app screen the browser renders itself (a rider's own page: nothing public to
 *   render on the service).
 */
export type RenderMode = 'content' | 'app' | 'browser';

/** What the route table says of a page beyond its element: its render mode and its data. */
export interface PageRoute {
  render: RenderMode;
  /** The data the service loads for it before rendering (app/server/pageData.ts), if any. */
  data?: PageDataName;
  /**
   * A query parameter that makes the address a rider's own page, rendered in the browser (the
   * booking screen's `?edit=<trip_id>`: a ride for later being changed).
   */
  ownWith?: string;
}

const content = (data?: PageDataName): PageRoute => ({ render: 'content', ...(data && { data }) });
const app = (data?: PageDataName, ownWith?: string): PageRoute => ({
  render: 'app',
  ...(data && { data }),
  ...(ownWith && { ownWith }),
});
const browser: PageRoute = { render: 'browser' };

/**
 * The routes of docs/product/screens.md, the one route table (issue 27): each page, the data the service loads
 * for it and how it reaches the browser (`handle`, a PageRoute). Header and footer wrap all pages but /schedule-form, /booking-complete
 * and /track.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            // errors of a page show inside the layout, with header and footer
            element: <ErrorBoundaryOutlet />,
            children: [
              {
                id: 'home',
                index: true,
                element: <HomePage />,
                handle: content('categoriesAndCities'),
              },
              { id: 'about', path: 'about-us', element: <AboutPage />, handle: content() },
              {
                id: 'services',
                path: 'services',
                element: <ServicesPage />,
                handle: content('categoriesAndCities'),
              },
              // its form posts to the service, which renders the page again (decision 035)
              { id: 'contact', path: 'contact-us', element: <ContactPage />, handle: content() },
              {
                id: 'blog',
                path: 'blog',
                element: <ContentListPage kind="blog" />,
                handle: content('blogList'),
              },
              {
                id: 'blog-detail',
                path: 'blog-detail/:slug',
                element: <ContentDetailPage kind="blog" />,
                handle: content('blogPost'),
              },
              {
                id: 'announcement',
                path: 'announcement',
                element: <ContentListPage kind="announcement" />,
                handle: content('announcementList'),
              },
              {
                id: 'announcement-detail',
                path: 'announcement-detail/:slug',
                element: <ContentDetailPage kind="announcement" />,
                handle: content('announcementPost'),
              },
              {
                id: 'article',
                path: 'article',
                element: <ContentListPage kind="article" />,
                handle: content('articleList'),
              },
              {
                id: 'article-detail',
                path: 'article-detail/:slug',
                element: <ContentDetailPage kind="article" />,
                handle: content('articlePost'),
              },
              {
                id: 'drive-with-us',
                path: 'drive-with-fairfare',
                element: <DriveWithUsPage />,
                handle: content(),
              },
              { id: 'terms', path: 'term-condition', element: <TermsPage />, handle: content() },
              {
                id: 'privacy',
                path: 'privacy-policy',
                element: <PrivacyPage />,
                handle: content(),
              },
              {
                id: 'register',
                path: 'register',
                element: <RegisterPage />,
                handle: app('countries'),
              },
              { id: 'login', path: 'login', element: <LoginPage />, handle: app('countries') },
              {
                path: 'profile',
                handle: browser,
                element: (
                  <RequireLogin>
                    <ProfilePage />
                  </RequireLogin>
                ),
              },
              {
                path: 'profile/receipt/:tripId',
                handle: browser,
                element: (
                  <RequireLogin>
                    <ReceiptPage />
                  </RequireLogin>
                ),
              },
              // the booking screen's frame: its form is the browser's, which finds its answers;
              // a ride for later being changed (?edit=) is the rider's own
              {
                id: 'booknow',
                path: 'booknow',
                element: <BookNowPage />,
                handle: app('bookingForm', 'edit'),
              },
              {
                path: 'Checkout',
                handle: browser,
                element: (
                  <RequireLogin>
                    <CheckoutPage />
                  </RequireLogin>
                ),
              },
              {
                id: 'not-found',
                path: '*',
                element: <NotFoundPage />,
                handle: content('notFound'),
              },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            element: <ErrorBoundaryOutlet />,
            children: [
              { path: 'schedule-form', element: <ScheduleFormPage />, handle: browser },
              { path: 'booking-complete', element: <BookingCompletePage />, handle: browser },
              // the public tracking page (docs/product/rules.md), opened in a new tab from the ride overlay
              { path: 'track', element: <TrackPage />, handle: browser },
            ],
          },
        ],
      },
    ],
  },
];

/** The site's routes, rendered inside the BrowserRouter of App (StaticRouter on the service). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The lazy page a route shows, if any. */
function lazyPageOf(route: RouteObject): LazyPage<object>[] {
  const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
  return isLazyPage(type) ? [type] : [];
}

/** The lazy pages the routes matching `pathname` show (none for an address no route takes). */
export function pagesAt(pathname: string): LazyPage<object>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => lazyPageOf(route));
}

/** The id of the last route matching `pathname` (the page's own), if it has one. */
export function routeIdAt(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

/** The route with id `id` and the routes above it, from the top (none when no route has it). */
function branchOf(id: string, within: RouteObject[] = routes): RouteObject[] {
  for (const route of within) {
    if (route.id === id) return [route];
    const below = branchOf(id, route.children ?? []);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}

/**
 * The modules (build manifest keys) of the page at `pathname` that the service links, once its
 * pages are loaded (preloadPage): the pages' own, and those of the parts they show that name
 * their module (linkedPart: fetched with the page, evaluated after it, decision 044).
 */
export function modulesAt(pathname: string): string[] {
  return pagesAt(pathname).flatMap((page) => [
    page.source,
    ...page
      .parts()
      .filter(isLinkedPart)
      .map((part) => part.source),
  ]);
}

/**
 * The route table's word on the page at `pathname` (its last matching route): how it reaches the
 * browser and the data the service loads for it, with the address's parameters. An address no
 * route takes, a route that says nothing, or a query that makes it the rider's own (`search`,
 * PageRoute.ownWith), is the browser's.
 */
export function pageRouteAt(
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): PageRoute & { params: Record<string, string> } {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const declared = match?.route.handle as PageRoute | undefined;
  const handle = declared?.ownWith && search.has(declared.ownWith) ? browser : declared;
  const params = Object.fromEntries(
    Object.entries(match?.params ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value]],
    ),
  );
  return { ...(handle ?? browser), params };
}

/**
 * Loads the scripts of the page at `pathname`, so that it renders without suspending (the
 * service does this before rendering a page, the site before hydrating one). With `routeId`, the
 * id of the route the service rendered the page with (PageState.route), the page is found by it:
 * matching the address against the whole table again took ~30 ms of a phone's hydration.
 */
export async function preloadPage(pathname: string, routeId?: string): Promise<void> {
  const branch = routeId ? branchOf(routeId) : [];
  const pages =
    branch.length > 0 ? branch.flatMap((route) => lazyPageOf(route)) : pagesAt(pathname);
  await Promise.all(pages.map((page) => page.preload()));
}
