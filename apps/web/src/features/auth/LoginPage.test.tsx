import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@fairfare/contracts/auth';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderRoutes } from '../../test/renderWithProviders';
import { LoginPage } from './LoginPage';

const COUNTRIES = [
  { country_id: 1, country_name: 'Canada', iso_code: 'CA', phone_code: '+1' },
  { country_id: 2, country_name: 'United States', iso_code: 'US', phone_code: '+1' },
  { country_id: 3, country_name: 'France', iso_code: 'FR', phone_code: '+33' },
];

const CODE_SENT = {
  code_sent: true,
  resend_after_seconds: RESEND_COOLDOWN_SECONDS,
  expires_in_seconds: 300,
};

const RIDER = {
  user_id: 7,
  phone: '5195550100',
  phone_code: '+1',
  first_name: 'Ada',
  last_name: 'Rider',
  language: 'en',
};

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      {
        path: '/login',
        element: (
          <>
            <LoginPage />
            <ToastContainer />
          </>
        ),
      },
      { path: '/register', element: <h1>Register page</h1> },
      { path: '/profile', element: <h1>Profile page</h1> },
      { path: '/booknow', element: <h1>Book page</h1> },
    ],
    { path },
  );
}

/** Fills the phone step and sends it; resolves once the code step shows. */
async function requestCode(user: ReturnType<typeof userEvent.setup>, phone = '519 555 0100') {
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('6-digit code');
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('LoginPage', () => {
  it('shows the phone fields, Canada (+1) first, and a link to registration', async () => {
    stubApiCalls({ '/constantapi/getcountries': () => ok(COUNTRIES) });
    renderLogin('/login?next=/booknow');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
    const country = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() =>
      expect(
        within(country)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Canada (+1)', 'United States (+1)', 'France (+33)']),
    );
    expect((country as HTMLSelectElement).value).toBe('CA');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?next=%2Fbooknow',
    );
  });

  it('refuses a phone of 7 digits with the exact message and sends no code', async () => {
    const api = stubApiCalls({ '/constantapi/getcountries': () => ok(COUNTRIES) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Phone number'), '555 0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const error = await screen.findByText('Phone number should be greater than 7 digits.');
    const phone = screen.getByLabelText('Phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(phone);
    expect(api.callsTo('/userapi/login')).toHaveLength(0);
  });

  it('shows the server’s phone message under the field too', async () => {
    stubApiCalls({
      '/constantapi/getcountries': () => ok(COUNTRIES),
      '/userapi/login': () => failed(400, 'validation.phoneTooShort'),
    });
    await changeLanguage('fr');
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Numéro de téléphone'), '519 555 0100');
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect(
      await screen.findByText('Le numéro de téléphone doit comporter plus de 7 chiffres.'),
    ).toBeDefined();
  });

  it('tells the rider to try again when the SMS provider did not take the code, in their language', async () => {
    const texts = {
      en: [
        'Phone number',
        'Send code',
        'We could not send your code just now. Please try again in a moment.',
      ],
      es: [
        'Número de teléfono',
        'Enviar código',
        'No pudimos enviar tu código ahora. Inténtalo de nuevo en un momento.',
      ],
      fr: [
        'Numéro de téléphone',
        'Envoyer le code',
        'Nous n’avons pas pu envoyer votre code pour l’instant. Réessayez dans un instant.',
      ],
    } as const;
    for (const language of ['en', 'es', 'fr'] as const) {
      stubApiCalls({
        '/constantapi/getcountries': () => ok(COUNTRIES),
        '/userapi/login': () => failed(503, 'auth.smsUnavailable'),
      });
      await changeLanguage(language);
      const [phoneLabel, send, message] = texts[language];
      const user = userEvent.setup();
      const view = renderLogin();
      await user.type(screen.getByLabelText(phoneLabel), '519 555 0100');
      await user.click(screen.getByRole('button', { name: send }));
      expect((await screen.findByRole('alert')).textContent, language).toBe(message);
      // still on the phone step, to send again
      expect(screen.getByRole('button', { name: send })).toBeDefined();
      view.unmount();
    }
  });

  it('sends a code, verifies it, keeps the session values and the language in use, and goes to `next`', async () => {
    const api = stubApiCalls({
      '/constantapi/getcountries': () => ok(COUNTRIES),
      '/userapi/login': (body) =>
        body.step === 'request'
          ? ok(CODE_SENT)
          : ok({ ...RIDER, phone: '612345678', phone_code: '+33', language: 'es' }),
    });
    const user = userEvent.setup();
    const { router } = renderLogin('/login?next=%2Fbooknow%3Fcity%3D14');
    const country = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(within(country).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(country, 'FR');

    const code = await requestCode(user, '6 12 34 56 78');
    expect(api.callsTo('/userapi/login')[0]?.body).toEqual({
      step: 'request',
      phone_code: '+33',
      phone: '612345678',
    });
    // the phone formatter loads on first use
    expect(await screen.findByText('We sent a 6-digit code to +33 6 12 34 56 78.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Enter your code' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('aria-describedby')).toContain(
      screen.getByText('We sent a 6-digit code to +33 6 12 34 56 78.').id,
    );

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow'));
    expect(router.state.location.search).toBe('?city=14');
    expect(api.callsTo('/userapi/login')[1]?.body).toEqual({
      step: 'verify',
      phone_code: '+33',
      phone: '612345678',
      code: '123456',
    });
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('user_id')).toBe('7');
    expect(sessionStorage.getItem('phone')).toBe('+33612345678');
    // the account's stored language (es) does not switch the interface the rider is reading
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // nothing secret is kept by the page
    expect(Object.keys(sessionStorage).sort()).toEqual([
      'isLoggedIn',
      'language',
      'phone',
      'user_id',
    ]);
  });

  it('creates the account of a new number with the code already given: name and terms, no second code', async () => {
    const token = 'a'.repeat(43);
    const api = stubApiCalls({
      '/constantapi/getcountries': () => ok(COUNTRIES),
      '/userapi/login': (body) =>
        body.step === 'request'
          ? ok(CODE_SENT)
          : ok({ account_needed: true, signup_token: token, expires_in_seconds: 600 }),
      '/userapi/registration': (body, call) =>
        call === 0 ? failed(400, 'validation.termsRequired') : ok(RIDER),
    });
    await changeLanguage('fr');
    const user = userEvent.setup();
    const { router } = renderLogin('/login?next=%2Fbooknow');
    await user.type(screen.getByLabelText('Numéro de téléphone'), '519 555 0100');
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur FairFare' }),
    ).toBeDefined();
    expect(screen.getByRole('form', { name: 'Créez votre compte' })).toBeDefined();
    // the phone formatter loads on first use
    expect(await screen.findByText(/Votre numéro \+1 519 555 0100 est confirmé/)).toBeDefined();
    const first = screen.getByLabelText('Prénom');
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // the browser's own check: name and terms are asked for before anything is sent
    expect(await screen.findByText('Veuillez saisir votre prénom.')).toBeDefined();
    expect(api.callsTo('/userapi/registration')).toHaveLength(0);

    await user.type(first, 'Nadia');
    await user.type(screen.getByLabelText('Nom'), 'Haddad');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // the service's refusal shows under its field, and the rider sends again
    expect(await screen.findByText('Veuillez accepter les Conditions générales')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow'));
    expect(api.callsTo('/userapi/registration')[1]?.body).toEqual({
      step: 'complete',
      first_name: 'Nadia',
      last_name: 'Haddad',
      email: '',
      accept_terms: true,
      phone_code: '+1',
      phone: '5195550100',
      signup_token: token,
      language: 'fr',
    });
    // one code only: the login's
    expect(api.callsTo('/userapi/login').filter((c) => c.body.step === 'request')).toHaveLength(1);
    expect(sessionStorage.getItem('user_id')).toBe('7');
  });

  it.each([
    '',
    '?next=https%3A%2F%2Fevil.example%2F',
    '?next=%2F%2Fevil.example',
    '?next=%2Flogin',
  ])("goes to My Account after login when next is '%s'", async (search) => {
    stubApiCalls({
      '/userapi/login': (body) => (body.step === 'request' ? ok(CODE_SENT) : ok(RIDER)),
    });
    const user = userEvent.setup();
    const { router } = renderLogin(`/login${search}`);
    await user.type(await requestCode(user), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('counts down before "Resend code", then sends a new code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = stubApiCalls({ '/userapi/login': () => ok(CODE_SENT) });
    const user = userEvent.setup();
    renderLogin();
    await requestCode(user);

    const resend = () => screen.getByRole('button', { name: /^Resend code/ });
    const status = screen.getByRole('status');
    expect(resend().textContent).toBe('Resend code in 30 s');
    expect(resend().hasAttribute('disabled')).toBe(true);
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    act(() => vi.advanceTimersByTime(3_000));
    expect(resend().textContent).toBe('Resend code in 27 s');
    expect(status.textContent).toBe(''); // the clock is not read out every second

    act(() => vi.advanceTimersByTime(27_000));
    expect(resend().textContent).toBe('Resend code');
    expect(resend().hasAttribute('disabled')).toBe(false);
    expect(status.textContent).toBe('You can now ask for a new code.');

    await user.click(resend());
    await waitFor(() => expect(api.callsTo('/userapi/login')).toHaveLength(2));
    expect(api.callsTo('/userapi/login')[1]?.body).toEqual({
      step: 'request',
      phone_code: '+1',
      phone: '5195550100',
    });
    await waitFor(() => expect(resend().textContent).toBe('Resend code in 30 s'));
    expect(resend().hasAttribute('disabled')).toBe(true);
    expect(status.textContent).toBe('We sent you a new code.');
  });

  it.each([
    ['auth.codeWrong', 400, 'Ese código no es correcto. Revísalo e inténtalo de nuevo.'],
    ['auth.codeExpired', 400, 'Este código ha caducado. Pide uno nuevo.'],
    ['auth.codeTooManyTries', 429, 'Demasiados intentos fallidos. Pide un código nuevo.'],
  ])('shows %s from the verify step translated in an alert', async (code, status, text) => {
    stubApiCalls({
      '/userapi/login': (body) => (body.step === 'request' ? ok(CODE_SENT) : failed(status, code)),
    });
    await changeLanguage('es');
    const user = userEvent.setup();
    const { router } = renderLogin();
    await user.type(screen.getByLabelText('Número de teléfono'), '5195550100');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const field = await screen.findByLabelText('Código de 6 dígitos');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(i18n.t(code, { ns: 'messages' }));
    expect(alert.textContent).toBe(text);
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
  });

  it.each([
    ['auth.tooManyCodes', 'Trop de codes ont été demandés. Réessayez dans une heure.'],
    ['auth.resendTooSoon', 'Patientez un instant avant de demander un autre code.'],
  ])('shows %s from the code request translated in an alert', async (code, text) => {
    stubApiCalls({ '/userapi/login': () => failed(429, code) });
    await changeLanguage('fr');
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Numéro de téléphone'), '5195550100');
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByLabelText('Code à 6 chiffres')).toBeNull();
  });

  it('checks the code format in the browser', async () => {
    const api = stubApiCalls({ '/userapi/login': () => ok(CODE_SENT) });
    const user = userEvent.setup();
    renderLogin();
    const code = await requestCode(user);
    await user.type(code, '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const error = await screen.findByText('Enter the 6-digit code we sent you.');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(api.callsTo('/userapi/login')).toHaveLength(1);
  });

  it('"Change number" goes back to the phone, kept and focused', async () => {
    stubApiCalls({ '/userapi/login': () => ok(CODE_SENT) });
    const user = userEvent.setup();
    renderLogin();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    const phone = await screen.findByLabelText('Phone number');
    expect((phone as HTMLInputElement).value).toBe('519 555 0100');
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });
});
