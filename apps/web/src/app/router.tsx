import { useRoutes, type RouteObject } from 'react-router';
import { BareLayout, RootLayout, SiteLayout } from './layout/Layouts';
import { ErrorBoundaryOutlet } from './layout/PageErrorBoundary';
import { lazyPage } from './lazyPage';
import { RequireLogin } from './session/RequireLogin';

// Every page is its own script chunk, loaded when its route is first shown.
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/pages/AboutPage'), 'AboutPage');
const ServicesPage = lazyPage(() => import('../features/pages/ServicesPage'), 'ServicesPage');
const TermsPage = lazyPage(() => import('../features/pages/TermsPage'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/pages/PrivacyPage'), 'PrivacyPage');
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage');
const ContentListPage = lazyPage(() => import('../features/content/routes'), 'ContentListPage');
const ContentDetailPage = lazyPage(() => import('../features/content/routes'), 'ContentDetailPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const ReceiptPage = lazyPage(() => import('../features/profile/ReceiptPage'), 'ReceiptPage');
const BookNowPage = lazyPage(() => import('../features/booking/BookNowPage'), 'BookNowPage');
const CheckoutPage = lazyPage(() => import('../features/cards/CheckoutPage'), 'CheckoutPage');
const ScheduleFormPage = lazyPage(
  () => import('../features/booking/ScheduleFormPage'),
  'ScheduleFormPage',
);
const BookingCompletePage = lazyPage(
  () => import('../features/booking/BookingCompletePage'),
  'BookingCompletePage',
);
const TrackPage = lazyPage(() => import('../features/tracking/TrackPage'), 'TrackPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

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
              { index: true, element: <HomePage /> },
              { path: 'about-us', element: <AboutPage /> },
              { path: 'services', element: <ServicesPage /> },
              { path: 'contact-us', element: <ContactPage /> },
              { path: 'blog', element: <ContentListPage kind="blog" /> },
              { path: 'blog-detail/:slug', element: <ContentDetailPage kind="blog" /> },
              { path: 'announcement', element: <ContentListPage kind="announcement" /> },
              {
                path: 'announcement-detail/:slug',
                element: <ContentDetailPage kind="announcement" />,
              },
              { path: 'article', element: <ContentListPage kind="article" /> },
              { path: 'article-detail/:slug', element: <ContentDetailPage kind="article" /> },
              { path: 'term-condition', element: <TermsPage /> },
              { path: 'privacy-policy', element: <PrivacyPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'login', element: <LoginPage /> },
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
              { path: 'booknow', element: <BookNowPage /> },
              {
                path: 'Checkout',
                element: (
                  <RequireLogin>
                    <CheckoutPage />
                  </RequireLogin>
                ),
              },
              { path: '*', element: <NotFoundPage /> },
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

/** The site's routes, rendered inside the BrowserRouter of App. */
export function AppRoutes() {
  return useRoutes(routes);
}
