import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { BareLayout, RootLayout, SiteLayout } from './layout/Layouts';
import { ErrorBoundaryOutlet } from './layout/PageErrorBoundary';
import { isLazyPage, lazyPage, type LazyPage } from './lazyPage';
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
 * The routes of spec §2. Header and footer wrap all pages but /schedule-form, /booking-complete
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
              { id: 'home', index: true, element: <HomePage /> },
              { id: 'about', path: 'about-us', element: <AboutPage /> },
              { id: 'services', path: 'services', element: <ServicesPage /> },
              { id: 'contact', path: 'contact-us', element: <ContactPage /> },
              { id: 'blog', path: 'blog', element: <ContentListPage kind="blog" /> },
              {
                id: 'blog-detail',
                path: 'blog-detail/:slug',
                element: <ContentDetailPage kind="blog" />,
              },
              {
                id: 'announcement',
                path: 'announcement',
                element: <ContentListPage kind="announcement" />,
              },
              {
                id: 'announcement-detail',
                path: 'announcement-detail/:slug',
                element: <ContentDetailPage kind="announcement" />,
              },
              { id: 'article', path: 'article', element: <ContentListPage kind="article" /> },
              {
                id: 'article-detail',
                path: 'article-detail/:slug',
                element: <ContentDetailPage kind="article" />,
              },
              { id: 'terms', path: 'term-condition', element: <TermsPage /> },
              { id: 'privacy', path: 'privacy-policy', element: <PrivacyPage /> },
              { id: 'register', path: 'register', element: <RegisterPage /> },
              { id: 'login', path: 'login', element: <LoginPage /> },
              {
                path: 'profile',
                element: (
                  <RequireLogin>
                    <ProfilePage />
                  </RequireLogin>
                ),
              },
              {
                path: 'profile/receipt/:tripId',
                element: (
                  <RequireLogin>
                    <ReceiptPage />
                  </RequireLogin>
                ),
              },
              { id: 'booknow', path: 'booknow', element: <BookNowPage /> },
              {
                path: 'Checkout',
                element: (
                  <RequireLogin>
                    <CheckoutPage />
                  </RequireLogin>
                ),
              },
              { id: 'not-found', path: '*', element: <NotFoundPage /> },
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
              { path: 'schedule-form', element: <ScheduleFormPage /> },
              { path: 'booking-complete', element: <BookingCompletePage /> },
              // the public tracking page (DESIGN §5), opened in a new tab from the ride overlay
              { path: 'track', element: <TrackPage /> },
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

/** The lazy pages the routes matching `pathname` show (none for an address no route takes). */
export function pagesAt(pathname: string): LazyPage<object>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return isLazyPage(type) ? [type] : [];
  });
}

/**
 * Loads the scripts of the page at `pathname`, so that it renders without suspending (the
 * service does this before rendering a page, the site before hydrating one).
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(pagesAt(pathname).map((page) => page.preload()));
}
