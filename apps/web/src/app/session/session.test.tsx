import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@fairfare/contracts/auth';
import { apiPost } from '../../shared/api/client';
import { changeLanguage } from '../../shared/i18n/i18n';
import { restoreSession, startSession } from '../../shared/session/session';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderRoutes, stubScrollTo } from '../../test/renderWithProviders';
import { RootLayout } from '../layout/Layouts';
import { routes } from '../router';

const RIDER = {
  user_id: 7,
  phone: '5195550100',
  phone_code: '+1',
  first_name: 'Ada',
  last_name: 'Rider',
  language: 'en' as const,
};

const USER = {
  ...RIDER,
  email: 'ada@example.com',
  u_wallet: 12.5,
  wallet_currency: 'CAD',
  created_at: Date.UTC(2024, 0, 1),
};

function logIn() {
  sessionStorage.setItem('isLoggedIn', 'true');
  sessionStorage.setItem('user_id', '7');
  sessionStorage.setItem('phone', '+15195550100');
  sessionStorage.setItem('language', 'en');
  localStorage.setItem('language', 'en');
}

const banner = () => within(screen.getByRole('banner'));

beforeEach(() => {
  stubScrollTo();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('protected routes', () => {
  it.each([
    ['/profile', '/login?next=%2Fprofile'],
    ['/Checkout?card=1', '/login?next=%2FCheckout%3Fcard%3D1'],
  ])('%s sends a visitor without the logged-in flag to %s', async (path, target) => {
    stubApiCalls({});
    const { router } = renderRoutes(routes, { path });
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 3000 });
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(target);
  });

  it('brings the rider back to the protected page after logging in', async () => {
    stubApiCalls({
      '/userapi/login': (body) =>
        body.step === 'request'
          ? ok({
              code_sent: true,
              resend_after_seconds: RESEND_COOLDOWN_SECONDS,
              expires_in_seconds: 300,
            })
          : ok(RIDER),
      '/userapi/getusers': () => ok(USER),
      '/tripapi/gettrips': () => ok({ trips: [], total: 0, offset: 0, limit: 10 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/profile' });
    await user.type(
      await screen.findByLabelText('Phone number', undefined, { timeout: 3000 }),
      '5195550100',
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/profile');
    expect(banner().getByRole('link', { name: 'My Account' })).toBeDefined();
    expect(banner().queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('the session in the header', () => {
  it('shows My Account as soon as a session starts, in the same tab', async () => {
    stubApiCalls({});
    renderRoutes(routes, { path: '/about-us' });
    await screen.findByRole('heading', { level: 1, name: 'About FairFare' }, { timeout: 3000 });
    expect(banner().getByRole('link', { name: 'Login' })).toBeDefined();
    await act(() => startSession(RIDER));
    expect(banner().getByRole('link', { name: 'My Account' })).toBeDefined();
    expect(banner().queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('a new tab of a signed-in rider', () => {
  afterEach(() => {
    document.cookie = 'ff_signed_in=; max-age=0; path=/';
  });

  it('fills the session values from the session cookie, without a code, and keeps the language', async () => {
    document.cookie = 'ff_signed_in=1; path=/';
    await changeLanguage('fr');
    const api = stubApiCalls({ '/userapi/session': () => ok({ user: RIDER }) });
    await restoreSession();
    expect(api.callsTo('/userapi/session')).toHaveLength(1);
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('user_id')).toBe('7');
    expect(sessionStorage.getItem('phone')).toBe('+15195550100');
    expect(sessionStorage.getItem('language')).toBe('fr');
    renderRoutes(routes, { path: '/about-us' });
    expect(await banner().findByRole('link', { name: 'Mon compte' })).toBeDefined();
  });

  it('asks nothing without the hint, and stays logged out when the session is gone', async () => {
    const api = stubApiCalls({ '/userapi/session': () => ok({ user: null }) });
    await restoreSession();
    expect(api.callsTo('/userapi/session')).toHaveLength(0);
    document.cookie = 'ff_signed_in=1; path=/';
    await restoreSession();
    expect(api.callsTo('/userapi/session')).toHaveLength(1);
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
  });
});

describe('a 401 from any call', () => {
  it('clears all site storage and sends the rider to /login?next=<the page>', async () => {
    logIn();
    localStorage.setItem('cityData', '[]');
    stubApiCalls({
      '/userapi/getusers': () => failed(401, 'error.unauthorized'),
      '/tripapi/gettrips': () => failed(401, 'error.unauthorized'),
    });
    const { router } = renderRoutes(routes, { path: '/profile' });

    await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 3000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?next=%2Fprofile',
    );
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(banner().getByRole('link', { name: 'Login' })).toBeDefined();
    expect(await screen.findByText('Please log in to continue.')).toBeDefined();
  });

  it('is handled once in the app, for a page that is not protected too', async () => {
    logIn();
    stubApiCalls({ '/tripapi/gettrips': () => failed(401, 'error.unauthorized') });
    function TripPoller() {
      useQuery({
        queryKey: ['trips-poll'],
        queryFn: () => apiPost(`/tripapi/gettrips`, { is_request: '0' }),
      });
      return <h1>Booking</h1>;
    }
    const { router } = renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/booknow', element: <TripPoller /> },
            { path: '/login', element: <h1>Login page</h1> },
          ],
        },
      ],
      { path: '/booknow?city=14' },
    );
    await screen.findByRole('heading', { name: 'Login page' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?next=%2Fbooknow%3Fcity%3D14',
    );
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});

describe('My Account within the site', () => {
  function stubAccount() {
    let current = { ...USER };
    return stubApiCalls({
      '/userapi/getusers': () => ok(current),
      '/tripapi/gettrips': () => ok({ trips: [], total: 0, offset: 0, limit: 10 }),
      '/userapi/updateuserprofile': (body) => {
        current = { ...current, ...body, email: String(body.email) } as typeof current;
        return ok(current);
      },
      '/userapi/logout': () => ok({ logged_out: true }),
    });
  }

  it('a language saved in the profile switches the header as well', async () => {
    logIn();
    stubAccount();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/profile' });
    const form = within(
      await screen.findByRole('form', { name: 'Edit profile' }, { timeout: 3000 }),
    );
    await user.selectOptions(form.getByRole('combobox', { name: 'Preferred language' }), 'fr');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(banner().getByRole('link', { name: 'Mon compte' })).toBeDefined();
    expect((banner().getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement).value).toBe(
      'fr',
    );
  });

  it('log out shows Login in the header again, in the language the rider was reading', async () => {
    logIn();
    stubAccount();
    await changeLanguage('fr');
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/profile' });
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, { timeout: 3000 });
    expect(banner().getByRole('link', { name: 'Mon compte' })).toBeDefined();

    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Se déconnecter' }),
    );

    await screen.findByRole(
      'heading',
      { level: 1, name: 'Trouvez votre course' },
      { timeout: 3000 },
    );
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(banner().getByRole('link', { name: 'Connexion' })).toBeDefined());
    expect(banner().queryByRole('link', { name: 'Mon compte' })).toBeNull();
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
    expect(sessionStorage.getItem('language')).toBe('fr');
    expect(await screen.findByText('Vous êtes déconnecté.')).toBeDefined();
  });
});
