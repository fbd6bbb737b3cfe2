import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderRoutes, stubApi, stubScrollTo } from '../test/renderWithProviders';
import { toast } from '../shared/ui/toast';
import { toastSettings } from './layout/Toasts';
import { routes } from './router';

let scrollTo: MockInstance;

beforeEach(() => {
  scrollTo = stubScrollTo();
  stubApi(); // the service does not answer: pages must still render
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

describe('routes', () => {
  it.each([
    ['/', 'Find your Ride'],
    ['/about-us', 'About FairFare'],
    ['/services', 'Our services'],
    ['/drive-with-fairfare', 'Drive with FairFare'],
    ['/term-condition', 'Terms & conditions'],
    ['/privacy-policy', 'Privacy policy'],
    ['/login', 'Log in'],
    ['/register', 'Create your account'],
    ['/profile', 'My Account'],
    ['/booknow', 'Book a ride'],
    ['/Checkout', 'Saved cards'],
    ['/profile/receipt/301', 'Receipt'],
  ])('%s shows its page with header and footer', async (path, title) => {
    sessionStorage.setItem('isLoggedIn', 'true'); // /profile and /Checkout ask for login first
    renderRoutes(routes, { path });
    await heading(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it.each([
    ['/schedule-form', 'Schedule a ride'],
    ['/booking-complete', 'Thank you'],
    ['/track', 'Page not found'],
  ])('%s hides header and footer', async (path, title) => {
    renderRoutes(routes, { path });
    await heading(title);
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['/no-such-page', '/about-us/extra', '/blog-detail'])(
    "an unknown route %s shows 'Page not found' in the layout",
    async (path) => {
      renderRoutes(routes, { path });
      await heading('Page not found');
      expect(screen.getByRole('banner')).toBeDefined();
      expect(screen.getByRole('contentinfo')).toBeDefined();
    },
  );

  it('registers every route of docs/product/screens.md', () => {
    const paths: string[] = [];
    const walk = (list: typeof routes) => {
      for (const route of list) {
        if (route.index) paths.push('/');
        if (route.path) paths.push(`/${route.path}`);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(paths.sort()).toEqual(
      [
        '/',
        '/about-us',
        '/services',
        '/drive-with-fairfare', // leads to the driver app's application (issue 36)
        '/contact-us',
        '/blog',
        '/blog-detail/:slug',
        '/announcement',
        '/announcement-detail/:slug',
        '/article',
        '/article-detail/:slug',
        '/term-condition',
        '/privacy-policy',
        '/register',
        '/login',
        '/profile',
        '/profile/receipt/:tripId', // a paid trip's receipt (My Account)
        '/booknow',
        '/Checkout',
        '/schedule-form',
        '/booking-complete',
        '/track',
        '/*',
      ].sort(),
    );
  });

  // decision 070: the rendered page names its route, and the site loads the page by it
  it("preloads the page of the route the service names, whatever the address's match costs", async () => {
    vi.resetModules();
    const fresh = await import('./router');
    // the page's linked parts are known once its module is loaded
    expect(fresh.modulesAt('/booknow')).toEqual(['src/features/booking/BookNowPage.tsx']);
    await fresh.preloadPage('/an/address/no/route/takes', 'booknow');
    expect(fresh.modulesAt('/booknow').length).toBeGreaterThan(1);
  });

  it('scrolls to the top and focuses the main content on every route change', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/' });
    await heading('Find your Ride');
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    await heading('About FairFare');
    expect(router.state.location.pathname).toBe('/about-us');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByRole('main'));

    scrollTo.mockClear();
    await act(() => router.navigate('/services'));
    await heading('Our services');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows a labelled spinner while a page loads', async () => {
    // fresh lazy components, so that the page's chunk has not been loaded yet
    vi.resetModules();
    const fresh = await import('./router');
    // and so a fresh i18n, which loads the shell's translations first (as app/boot.tsx waits for)
    await (
      await import('../shared/i18n/i18n')
    ).i18nReady;
    renderRoutes(fresh.routes, { path: '/term-condition' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    await heading('Terms & conditions');
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('mounts the toast container with the settings of docs/product/constants.md once a toast is raised (decision 066)', async () => {
    expect(toastSettings).toEqual({
      position: 'top-right',
      autoClose: 5000,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      draggablePercent: 80,
    });
    renderRoutes(routes, { path: '/about-us' });
    await heading('About FairFare');
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => void toast.info('News'));
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
    expect(await screen.findByText('News')).toBeDefined();
    act(() => toast.dismiss());
  });

  it('shows toasts raised through shared/ui/toast, even before the container has loaded', async () => {
    toast.success('Raised early');
    renderRoutes(routes, { path: '/about-us' });
    expect(await screen.findByText('Raised early')).toBeDefined();
    act(() => toast.info('Raised later'));
    expect(await screen.findByText('Raised later')).toBeDefined();
    act(() => toast.dismiss());
  });
});
